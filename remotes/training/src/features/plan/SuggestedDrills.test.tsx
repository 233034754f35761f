import { drillBySlug } from '@dreampitch/drills';
import { MemoryRouter } from '@dreampitch/ui/router';
import { describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import SuggestedDrills, { drillsForSuggestion } from './SuggestedDrills';

describe('drills a skill suggestion names', () => {
  test('two main drills of the pillar for the age group, the player’s level first', () => {
    const drills = drillsForSuggestion('mental', '8-12', 'intermediate');
    expect(drills).toHaveLength(2);
    for (const drill of drills)
      expect(drill).toMatchObject({ pillar: 'mental', ageGroup: '8-12', role: 'main' });
    expect(drills[0]?.level).toBe('intermediate');
  });

  test('link to their drill pages', () => {
    render(
      <MemoryRouter>
        <SuggestedDrills pillar="tactical" ageGroup="18+" level="advanced" />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      const slug = link.getAttribute('href')!.replace('/app/training/drills/', '');
      expect(drillBySlug(slug)?.title).toBe(link.textContent);
    }
  });
});
