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
  const start = markdown.indexOf(marker);
  if (start === -1) return [];
  const lines = markdown.slice(start + marker.length).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  if (first === -1) return [];
  const end = lines.findIndex((line, index) => index > first && !line.startsWith('|'));
  return lines
    .slice(first, end === -1 ? undefined : end)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
    .filter((cells) => !cells.every((cell) => /^-+$/.test(cell)));
}
