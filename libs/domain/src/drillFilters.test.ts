import { describe, expect, test } from '@rstest/core';
import { drillFiltersFromSearch, drillFiltersToSearch, filterDrills, looseningHint } from './drillFilters';
import type { DrillFilters } from './drillFilters';
import type { Drill } from './drills';
import { MESSAGES } from './messages';
import { drillFixture } from './test/drillFixture';

const drill = drillFixture;

const WALL = drill('wall-passes', { equipment: ['ball', 'wall'], steps: ['Pass against the wall.'] });
const LIVING_ROOM = drill('toe-taps', { space: 'indoors', minutes: 4, title: 'Toe Taps' });
const PITCH = drill('long-sprints', {
  pillar: 'physical',
  space: 'pitch',
  equipment: ['cones'],
  minutes: 12,
});
const BREATHING = drill('box-breathing', {
  pillar: 'mental',
  ageGroup: '8-12',
  level: 'advanced',
  space: 'indoors',
  equipment: [],
  summary: 'Breathe slowly in a square.',
});
const ALL = [WALL, LIVING_ROOM, PITCH, BREATHING];
const slugs = (drills: Drill[]) => drills.map((d) => d.slug);

describe('filterDrills', () => {
  test('with no filters returns every drill in order', () => {
    expect(slugs(filterDrills(ALL, {}))).toEqual(slugs(ALL));
  });

  test('narrows by pillar, age group and level', () => {
    expect(slugs(filterDrills(ALL, { pillar: 'physical' }))).toEqual(['long-sprints']);
    expect(slugs(filterDrills(ALL, { ageGroup: '8-12' }))).toEqual(['box-breathing']);
    expect(slugs(filterDrills(ALL, { level: 'advanced', ageGroup: '13-17' }))).toEqual([]);
  });

  test('a space holds the drills of smaller spaces too', () => {
    expect(slugs(filterDrills(ALL, { space: 'indoors' }))).toEqual(['toe-taps', 'box-breathing']);
    expect(slugs(filterDrills(ALL, { space: 'garden' }))).toEqual([
      'wall-passes',
      'toe-taps',
      'box-breathing',
    ]);
    expect(filterDrills(ALL, { space: 'pitch' })).toHaveLength(4);
  });

  test('equipment is what the player has; an empty list means drills that need nothing', () => {
    expect(slugs(filterDrills(ALL, { equipment: ['ball'] }))).toEqual(['toe-taps', 'box-breathing']);
    expect(slugs(filterDrills(ALL, { equipment: ['ball', 'wall'] }))).toEqual([
      'wall-passes',
      'toe-taps',
      'box-breathing',
    ]);
    expect(slugs(filterDrills(ALL, { equipment: [] }))).toEqual(['box-breathing']);
  });

  test('keeps drills within the minutes', () => {
    expect(slugs(filterDrills(ALL, { maxMinutes: 8 }))).toEqual(['wall-passes', 'toe-taps', 'box-breathing']);
    expect(slugs(filterDrills(ALL, { maxMinutes: 4 }))).toEqual(['toe-taps']);
  });

  test('finds every word, in any case, in the title, summary or steps', () => {
    expect(slugs(filterDrills(ALL, { words: 'WALL pass' }))).toEqual(['wall-passes']);
    expect(slugs(filterDrills(ALL, { words: 'toe' }))).toEqual(['toe-taps']);
    expect(slugs(filterDrills(ALL, { words: 'breathe square' }))).toEqual(['box-breathing']);
    expect(slugs(filterDrills(ALL, { words: 'breathe wall' }))).toEqual([]);
    expect(filterDrills(ALL, { words: '   ' })).toHaveLength(4);
  });
});

describe('the filters in the URL', () => {
  const full: DrillFilters = {
    pillar: 'tactical',
    ageGroup: '18+',
    level: 'intermediate',
    space: 'garden',
    equipment: ['ball', 'partner'],
    maxMinutes: 10,
    words: 'first touch',
  };

  test('round-trip through a link', () => {
    const search = drillFiltersToSearch(full);
    expect(search.toString()).toBe(
      'pillar=tactical&age=18%2B&level=intermediate&space=garden&equipment=ball%2Cpartner&minutes=10&q=first+touch',
    );
    expect(drillFiltersFromSearch(new URLSearchParams(search.toString()))).toEqual(full);
    expect(drillFiltersFromSearch(drillFiltersToSearch({ equipment: [] }))).toEqual({ equipment: [] });
    expect(drillFiltersToSearch({}).toString()).toBe('');
  });

  test('the player\'s age group is the default, and "all" clears it', () => {
    const defaults = { ageGroup: '8-12' as const };
    expect(drillFiltersFromSearch(new URLSearchParams(''), defaults)).toEqual({ ageGroup: '8-12' });
    expect(drillFiltersFromSearch(new URLSearchParams('age=all'), defaults)).toEqual({});
    expect(drillFiltersFromSearch(new URLSearchParams('age=18%2B'), defaults)).toEqual({ ageGroup: '18+' });
    expect(drillFiltersToSearch({ ageGroup: '8-12' }, defaults).toString()).toBe('');
    expect(drillFiltersToSearch({}, defaults).toString()).toBe('age=all');
    expect(drillFiltersFromSearch(drillFiltersToSearch({}, defaults), defaults)).toEqual({});
  });

  test('a hand-edited link keeps what it can and drops the rest', () => {
    const params = new URLSearchParams(
      'pillar=magic&age=99&level=pro&space=moon&equipment=ball,rocket&minutes=-3&q=' + 'x'.repeat(300),
    );
    const filters = drillFiltersFromSearch(params);
    expect(filters).toEqual({ equipment: ['ball'], words: 'x'.repeat(100) });
    expect(drillFiltersFromSearch(new URLSearchParams('minutes=7.5&equipment=rocket'))).toEqual({});
  });
});

describe('looseningHint', () => {
  test('is null while something matches', () => {
    expect(looseningHint(ALL, { pillar: 'technical' })).toBeNull();
  });

  test('names the one filter whose clearing shows the most drills', () => {
    expect(looseningHint(ALL, { pillar: 'mental', ageGroup: '13-17' })).toEqual({
      filter: 'pillar',
      count: 3,
      message: MESSAGES.drillsLoosenPillar,
    });
    expect(looseningHint(ALL, { space: 'indoors', maxMinutes: 3 })).toEqual({
      filter: 'maxMinutes',
      count: 2,
      message: MESSAGES.drillsLoosenMinutes,
    });
  });

  test('on a tie, asks first for what a player gives up most readily', () => {
    expect(looseningHint(ALL, { words: 'sprints', equipment: ['ball'] })?.filter).toBe('words');
  });

  test('says to clear the filters when no single one is enough', () => {
    expect(looseningHint(ALL, { pillar: 'tactical', words: 'nothing like this' })).toEqual({
      filter: null,
      count: 4,
      message: MESSAGES.drillsClearFilters,
    });
  });
});
