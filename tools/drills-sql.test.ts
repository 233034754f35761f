import type { Drill } from '@dreampitch/domain';
import { DRILLS } from '@dreampitch/drills';
import { describe, expect, test } from '@rstest/core';
import { readFileSync } from 'node:fs';
import { DRILL_CATALOGUE_MIGRATION, drillCatalogueSql } from './drills-sql';

describe('the drill catalogue migration', () => {
  test('is what `npm run drills:sql` writes from the library (run it after changing a drill)', () => {
    expect(readFileSync(DRILL_CATALOGUE_MIGRATION, 'utf8')).toBe(drillCatalogueSql(DRILLS));
  });

  test('holds one row per drill, and a changed drill changes the SQL', () => {
    const sql = drillCatalogueSql(DRILLS);
    expect(sql.match(/^ {2}\('/gm)).toHaveLength(DRILLS.length);
    const [first, ...rest] = DRILLS as [Drill, ...Drill[]];
    expect(drillCatalogueSql([{ ...first, minutes: first.minutes + 1 }, ...rest])).not.toBe(sql);
    expect(drillCatalogueSql([{ ...first, slug: "it's" }])).toContain("('it''s', ");
  });
});
