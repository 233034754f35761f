import { LABELS } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@dreampitch/ui/router';
import FeaturesPage from './FeaturesPage';

function renderFeatures() {
  render(
    <MemoryRouter>
      <FeaturesPage />
    </MemoryRouter>,
  );
}

describe('FeaturesPage', () => {
  test('lists six main features and four extras', () => {
    renderFeatures();
    const main = screen.getByRole('region', { name: 'Main Features' });
    expect(
      within(main)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Personalised Training Programs',
      'Advanced Progress Analytics',
      'Mindset Training',
      'Parent Dashboard',
      'Badges & Rewards',
      'Coaching Insights',
    ]);
    const extras = screen.getByRole('region', { name: "And There's More" });
    expect(
      within(extras)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Smart Recommendations', 'Community Challenges', 'Skill Library', 'Flexible Schedule']);
    expect(within(extras).getByRole('link', { name: 'Browse the drills' })).toHaveAttribute(
      'href',
      '/app/training',
    );
    expect(within(extras).getByRole('link', { name: 'Plan a session' })).toHaveAttribute(
      'href',
      '/app/goal-tracker',
    );
  });

  test('offers Monitor, Collaborate (Most Popular) and Supervise', () => {
    renderFeatures();
    const levels = screen.getByRole('region', { name: 'Choose Your Level of Parental Involvement' });
    const cards = within(levels).getAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual(['Monitor', 'Collaborate', 'Supervise']);
    const popular = within(levels).getByText(LABELS.mostPopular).closest('li');
    expect(popular).toHaveTextContent('Collaborate');
  });

  test('Supervise promises what it does (goal approval, a daily game-time limit), not content filtering', () => {
    renderFeatures();
    const levels = screen.getByRole('region', { name: 'Choose Your Level of Parental Involvement' });
    const supervise = within(levels).getByRole('heading', { level: 3, name: 'Supervise' }).closest('li')!;
    const points = within(supervise as HTMLElement).getAllByRole('listitem');
    expect(points.map((point) => point.textContent)).toEqual([
      'Goal approval',
      'Daily game-time limit',
      'Everything in Collaborate',
    ]);
    expect(levels).not.toHaveTextContent(/content filter|screen time/i);
  });

  test('Monitor and Collaborate promise only what the parental dashboard does', () => {
    renderFeatures();
    const levels = screen.getByRole('region', { name: 'Choose Your Level of Parental Involvement' });
    const pointsOf = (name: string) =>
      within(within(levels).getByRole('heading', { level: 3, name }).closest('li') as HTMLElement)
        .getAllByRole('listitem')
        .map((point) => point.textContent);
    expect(pointsOf('Monitor')).toEqual(['Progress dashboard', 'Weekly family report', 'Recent activity']);
    expect(pointsOf('Collaborate')).toEqual([
      'Goal suggestions',
      'Encouragement on goals',
      'Everything in Monitor',
    ]);
    expect(levels).not.toHaveTextContent(/milestone alert|joint progress review/i);
  });

  test('the final buttons lead to sign-up and the goal tracker', () => {
    renderFeatures();
    const cta = screen.getByRole('region', { name: 'Ready to Start Your Journey?' });
    expect(within(cta).getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
      'href',
      '/app/auth?mode=signup',
    );
    expect(within(cta).getByRole('link', { name: LABELS.tryGoalTrackerFree })).toHaveAttribute(
      'href',
      '/app/goal-tracker',
    );
  });
});
