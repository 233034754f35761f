import { describe, expect, test } from '@rstest/core';
import { GROUP_OF_SLUG } from './groupOfSlug';
import { DRILL_GROUPS } from './groups';
import { DRILLS } from './index';

const loadedGroups = () =>
  Promise.all(Object.entries(DRILL_GROUPS).map(async ([group, load]) => ({ group, drills: await load() })));

describe('DRILL_GROUPS', () => {
  test('together are the whole library, in its order', async () => {
    const groups = await loadedGroups();
    expect(groups.flatMap(({ drills }) => drills)).toEqual(DRILLS);
  });
});

describe('GROUP_OF_SLUG', () => {
  test('names the group of every drill of the library, and of nothing else', async () => {
    const groups = await loadedGroups();
    const lines = groups.flatMap(({ group, drills }) => drills.map(({ slug }) => `'${slug}': '${group}'`));
    const kept = Object.entries(GROUP_OF_SLUG).map(([slug, group]) => `'${slug}': '${group}'`);
    // The lines of groupOfSlug.ts to add or fix, and those to remove.
    expect(lines.filter((line) => !kept.includes(line))).toEqual([]);
    expect(kept.filter((line) => !lines.includes(line))).toEqual([]);
  });
});
