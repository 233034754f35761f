import { describe, expect, it } from '@rstest/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { declarationProblems } from './declaration';
import { markdownTableAfter, routeTableRows } from './readmeTable';
import { BUILT_ROUTES } from './built';
import { ROUTES } from './table';

const README = path.resolve(import.meta.dirname, '../../../../README.md');
const MARKER = '<!-- route table: libs/app-frame/src/routes/table.ts -->';

describe('the route table', () => {
  it('keeps every rule of a declaration', () => {
    expect(declarationProblems(BUILT_ROUTES)).toEqual([]);
  });

  it("is the README's route table, row for row", () => {
    expect(markdownTableAfter(readFileSync(README, 'utf8'), MARKER)).toEqual(routeTableRows(ROUTES));
  });
});

describe('markdownTableAfter', () => {
  it('reads the cells of the table after the marker, without its separator row', () => {
    const markdown = ['| a |', MARKER, '', '| x  | y |', '| -- | - |', '| `1` | 2 |', '', '| z |'].join('\n');
    expect(markdownTableAfter(markdown, MARKER)).toEqual([
      ['x', 'y'],
      ['`1`', '2'],
    ]);
    expect(markdownTableAfter(markdown, '<!-- other -->')).toEqual([]);
  });
});
