import { FIRST_DRILLS_SHOWN, type Drill } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@dreampitch/ui/router';
import { DrillFinder } from './DrillFinder';

const drill = (slug: string, fields: Partial<Drill>) =>
  ({
    slug,
    title: slug.replace(/-/g, ' '),
    summary: `The ${slug} drill.`,
    pillar: 'technical',
    ageGroup: '8-12',
    level: 'beginner',
    space: 'indoors',
    equipment: ['ball'],
    minutes: 5,
    steps: ['Do it.'],
    ...fields,
  }) as Drill;

const DRILLS = [
  drill('toe-taps', {}),
  drill('wall-passes', { equipment: ['ball', 'wall'], space: 'garden', minutes: 10 }),
  drill('box-breathing', { pillar: 'mental', equipment: [], ageGroup: '13-17' }),
];

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

/** Renders the finder as a page opened in the app (not hydrated): it loads the drills at once. */
async function renderFinder(url = '/app/training', playerAgeGroup?: Drill['ageGroup'], drills = DRILLS) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <DrillFinder loadDrills={async () => drills} playerAgeGroup={playerAgeGroup} />
        <Search />
      </MemoryRouter>,
    );
  });
  await screen.findByText(/^\d+ drills?$/);
}

const titles = () =>
  screen.queryAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent);

describe('DrillFinder', () => {
  test('opens the list a shared link names, and every filter change goes into the URL', async () => {
    await renderFinder('/app/training?pillar=technical&space=garden');
    expect(screen.getByLabelText('Pillar')).toHaveValue('technical');
    expect(titles()).toEqual(['toe taps', 'wall passes']);
    fireEvent.change(screen.getByLabelText('Time you have'), { target: { value: '5' } });
    expect(screen.getByTestId('search')).toHaveTextContent('?pillar=technical&space=garden&minutes=5');
    expect(titles()).toEqual(['toe taps']);
    expect(screen.getByRole('status')).toHaveTextContent('1 drill');
  });

  test('opens on the player’s age group, and "All ages" says so in the URL', async () => {
    await renderFinder('/app/training', '13-17');
    expect(titles()).toEqual(['box breathing']);
    fireEvent.change(screen.getByLabelText('Age group'), { target: { value: '' } });
    expect(screen.getByTestId('search')).toHaveTextContent('?age=all');
    expect(titles()).toHaveLength(3);
  });

  test('ticking equipment keeps the drills that need nothing else', async () => {
    await renderFinder();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ball' }));
    expect(titles()).toEqual(['toe taps', 'box breathing']);
    expect(screen.getByTestId('search')).toHaveTextContent('?equipment=ball');
  });

  test('an empty result says which filter to loosen, and clearing it shows drills again', async () => {
    await renderFinder('/app/training?pillar=mental&space=indoors&q=wall');
    expect(titles()).toEqual([]);
    expect(screen.getByText('No drill has all of those words. Try fewer or different words.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search words (1 drill)' }));
    expect(titles()).toEqual(['box breathing']);
    expect(screen.getByTestId('search')).toHaveTextContent('?pillar=mental&space=indoors');
  });

  test('a long list shows its first drills, then all of them at a press, with focus on the first one added', async () => {
    const many = Array.from({ length: FIRST_DRILLS_SHOWN + 6 }, (_, at) => drill(`drill-${at}`, {}));
    await renderFinder('/app/training', undefined, many);
    expect(titles()).toHaveLength(FIRST_DRILLS_SHOWN);
    expect(screen.getByRole('status')).toHaveTextContent(`${many.length} drills`);
    fireEvent.click(screen.getByRole('button', { name: `Show all ${many.length} drills` }));
    expect(titles()).toHaveLength(many.length);
    expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull();
    expect(screen.getByRole('link', { name: `drill ${FIRST_DRILLS_SHOWN}` })).toHaveFocus();
  });

  test('every filter has a label', async () => {
    await renderFinder();
    for (const name of ['Search drills', 'Pillar', 'Age group', 'Level', 'Where you train', 'Time you have'])
      expect(screen.getByLabelText(name)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Equipment you have' })).toBeInTheDocument();
  });
});
