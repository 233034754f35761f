import type { RouteDeclaration } from './declaration';

const COLUMNS = ['route', 'owner', 'module', 'access', 'first paint'] as const;

/** The README's route table, one row per route as `COLUMNS`, its cells unpadded (prettier pads them). */
export function routeTableRows(routes: readonly RouteDeclaration[]): string[][] {
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
export function markdownTableAfter(markdown: string, marker: string): string[][] {
  const [, after] = markdown.split(marker);
  const table = after && /^\|.*(\n\|.*)*/m.exec(after)?.[0];
  if (!table) return [];
  return table
    .split('\n')
    .map((line) => line.split(/\s*\|\s*/).slice(1, -1))
    .filter((cells) => !cells.every((cell) => /^-+$/.test(cell)));
}
