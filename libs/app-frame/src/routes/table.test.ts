import { describe, expect, it } from '@rstest/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteDeclaration } from './declaration';
import { declarationProblems } from './declaration.testing';
import { BUILT_ROUTES } from './built';
import { ROUTES } from './table';

const README = path.resolve(import.meta.dirname, '../../../../README.md');
const MARKER = '<!-- route table: libs/app-frame/src/routes/table.ts -->';

const COLUMNS = ['route', 'owner', 'module', 'access', 'first paint'] as const;

/** The README's route table, one row per route as `COLUMNS`, its cells unpadded (prettier pads them). */
function routeTableRows(routes: readonly RouteDeclaration[]): string[][] {
  return [
    [...COLUMNS],
    ...routes.map((route) => [
      `\`${route.path}\``,
      route.owner,
      route.module,
      route.access,
      route.firstPaint,
    ]),
  ];
}

/** The cells of every row of the first Markdown table after `marker` in `markdown` (the separator row left out). */
function markdownTableAfter(markdown: string, marker: string): string[][] {
  const [, after] = markdown.split(marker);
  const table = after && /^\|.*(\n\|.*)*/m.exec(after)?.[0];
  if (!table) return [];
  return table
    .split('\n')
    .map((line) => line.split(/\s*\|\s*/).slice(1, -1))
    .filter((cells) => !cells.every((cell) => /^-+$/.test(cell)));
}

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
