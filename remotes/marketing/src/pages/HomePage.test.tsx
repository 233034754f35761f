import { LABELS, PLAYING_STYLES } from '@dreampitch/domain';
import { SessionProvider } from '@dreampitch/session';
import { describe, expect, test } from '@rstest/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@dreampitch/ui/router';
import HomePage from './HomePage';

function PlayerSelectionProbe() {
  const location = useLocation();
  return <p>player selection with {JSON.stringify(location.state)}</p>;
}

function renderHome() {
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={['/app']}>
        <Routes>
          <Route path="/app" element={<HomePage />} />
          <Route path="/app/player-selection" element={<PlayerSelectionProbe />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

// The home page reads nothing of the server: the test setup's signed-out backend serves it.
describe('HomePage', () => {
  test('the hero leads to the goal tracker and the features page', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: LABELS.startTracking })).toHaveAttribute(
      'href',
      '/app/goal-tracker',
    );
    expect(screen.getByRole('link', { name: LABELS.exploreFeatures })).toHaveAttribute(
      'href',
      '/app/features',
    );
  });

  test('offers the three playing styles and no train button before a choice', () => {
    renderHome();
    const group = screen.getByRole('radiogroup', { name: 'Playing style' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((option) => option.textContent)).toEqual(
      PLAYING_STYLES.map((style) => expect.stringContaining(style.name)),
    );
    expect(screen.queryByRole('button', { name: /^Train to play like/ })).not.toBeInTheDocument();
  });

  test('a style picked by click is announced and leads into player selection with it', async () => {
    renderHome();
    await userEvent.click(screen.getByRole('radio', { name: /Cristiano Ronaldo/ }));
    expect(screen.getByRole('radio', { name: /Cristiano Ronaldo/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Selected: Cristiano Ronaldo, Finisher.');
    await userEvent.click(screen.getByRole('button', { name: 'Train to play like Cristiano Ronaldo' }));
    expect(screen.getByText('player selection with {"playerStyle":"ronaldo"}')).toBeInTheDocument();
  });

  test('a click on a style brings its call to action into view and focuses it', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderHome();
      await userEvent.click(screen.getByRole('radio', { name: /Lionel Messi/ }));
      const next = screen.getByRole('button', { name: 'Train to play like Lionel Messi' });
      expect(scrolled).toEqual([next]);
      expect(next).toHaveFocus();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  test('a click replayed after hydration (a bare click event, no pointer events) also focuses the call to action', () => {
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = () => {};
    try {
      renderHome();
      fireEvent.click(screen.getByRole('radio', { name: /Lionel Messi/ }));
      expect(screen.getByRole('button', { name: 'Train to play like Lionel Messi' })).toHaveFocus();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  test('the keyboard alone can choose a style and continue', async () => {
    renderHome();
    screen.getByRole('radio', { name: /Lionel Messi/ }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: /Virgil van Dijk/ })).toHaveAttribute('aria-checked', 'true');
    // Arrow keys keep focus in the group, so the keyboard can keep moving between styles.
    expect(screen.getByRole('radio', { name: /Virgil van Dijk/ })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Train to play like Virgil van Dijk' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('player selection with {"playerStyle":"vandijk"}')).toBeInTheDocument();
  });

  test('shows the four reasons, the six key benefits and the sample weekly progress', () => {
    renderHome();
    const why = screen.getByRole('region', { name: 'Why Choose DreamPitch?' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(4);
    const benefits = screen.getByRole('region', { name: 'Key Benefits' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(6);

    const weekly = screen.getByRole('region', { name: "Sample: This Week's Progress" });
    expect(within(weekly).getByText('85%')).toBeInTheDocument();
    for (const [skill, score] of [
      ['Ball Control', '9/10'],
      ['Shooting', '7/10'],
      ['Passing', '8/10'],
    ]) {
      expect(within(weekly).getByRole('progressbar', { name: skill })).toHaveAttribute(
        'aria-valuetext',
        score,
      );
    }
  });
});
