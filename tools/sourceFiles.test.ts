import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { ESLint } from 'eslint';
import { documentStyle } from './federation/documentStyle';

const root = path.resolve(import.meta.dirname, '..');
const tracked = (...patterns: string[]) =>
  execFileSync('git', ['ls-files', '--', ...patterns], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

const MODULE = /\.[cm]?[jt]sx?$/;

/**
 * Groups of files in one folder whose names differ only by case, a module's extensions aside (`progressChart.ts`
 * beside `ProgressChart.tsx`): an import names a module without its extension, so on a case-insensitive disk
 * `./progressChart` is either file, and to a reader the two names mean the same. Any other file is named in full
 * (`README.md` beside `readme.md`), so `Mindset.tsx` beside its `mindset.css` is no such pair.
 */
export function caseOnlyNames(files: readonly string[]): string[][] {
  const spellings = new Map<string, Map<string, string[]>>();
  for (const file of files) {
    const stem = MODULE.test(file) ? file.replace(/\.[^/]*$/, '') : file;
    const byStem = spellings.get(stem.toLowerCase()) ?? new Map<string, string[]>();
    byStem.set(stem, [...(byStem.get(stem) ?? []), file]);
    spellings.set(stem.toLowerCase(), byStem);
  }
  return [...spellings.values()]
    .filter((byStem) => byStem.size > 1)
    .map((byStem) => [...byStem.values()].flat());
}

const LAYER_ORDER = ['tokens', 'base', 'components', 'page'] as const;

/**
 * The layers `css`'s rules sit in, or null when a rule sits outside every layer: only comments, `@import`s and one
 * statement naming the order may stand outside `@layer name { ... }` blocks. Strings are blanked first, so a brace
 * in `content: '}'` does not end a block.
 */
export function layersOf(css: string): string[] | null {
  let rest = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/"[^"]*"|'[^']*'/g, '""')
    .replace(/@import[^;]*;/g, '')
    .replace(/@layer\s+[\w\s,-]+;/g, '')
    .trim();
  const layers: string[] = [];
  while (rest) {
    const opening = /^@layer\s+([\w-]+)\s*\{/.exec(rest);
    if (!opening) return null;
    let depth = 1;
    let index = opening[0].length;
    for (; index < rest.length && depth > 0; index++) {
      if (rest[index] === '{') depth++;
      else if (rest[index] === '}') depth--;
    }
    if (depth > 0) return null;
    layers.push(opening[1]!);
    rest = rest.slice(index).trim();
  }
  return layers;
}

/** tokens.css holds the tokens and the base styles; libraries' files their components; apps' files their pages. */
function expectedLayers(file: string): string[] {
  if (file === 'libs/ui/src/tokens.css') return ['tokens', 'base'];
  return [file.startsWith('libs/') ? 'components' : 'page'];
}

describe('source file names', () => {
  it('finds names in one folder that differ only by case, whatever their extensions', () => {
    expect(
      caseOnlyNames([
        'a/chart.ts',
        'a/Chart.tsx',
        'a/chart.test.ts',
        'b/Chart.tsx',
        'c/chart.ts',
        'c/chartData.ts',
        'c/chart.css',
        'd/README.md',
        'd/readme.md',
        'd/Readme.txt',
      ]),
    ).toEqual([
      ['a/chart.ts', 'a/chart.test.ts', 'a/Chart.tsx'],
      ['d/README.md', 'd/readme.md'],
    ]);
  });

  it('has no two files in one folder of the repository whose names differ only by case', () => {
    expect(caseOnlyNames(tracked())).toEqual([]);
  });
});

describe('cascade layers', () => {
  it('reads the layers of a stylesheet and refuses a rule outside them', () => {
    expect(
      layersOf("/* x */ @import './a.css'; @layer page { a { b: c } @media (x) { d { e: '}' } } }"),
    ).toEqual(['page']);
    expect(layersOf('@layer page { a { b: c } } .loose { d: e }')).toBeNull();
    expect(layersOf('.loose { d: e }')).toBeNull();
  });

  it('puts every stylesheet of the repository wholly in the layer its folder owns', () => {
    const placed = tracked('*.css').map((file) => ({
      file,
      layers: layersOf(readFileSync(path.join(root, file), 'utf8')),
    }));
    expect(placed.length).toBeGreaterThan(10);
    expect(placed.filter(({ file, layers }) => String(layers) !== String(expectedLayers(file)))).toEqual([]);
  });

  it('declares the order once, first in the style every page carries', () => {
    expect(documentStyle().startsWith(`@layer ${LAYER_ORDER.join(',')};`)).toBe(true);
    const declarations = tracked('*.css').filter((file) =>
      /@layer\s+[\w\s,-]+;/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(declarations).toEqual(['libs/ui/src/tokens.css']);
  });
});

describe('password inputs', () => {
  it("are all the UI library's PasswordField, which has the show/hide button", () => {
    const typed = tracked('libs/*.tsx', 'shell/*.tsx', 'remotes/*.tsx').filter(
      (file) =>
        !file.endsWith('.test.tsx') &&
        file !== 'libs/ui/src/PasswordField.tsx' &&
        /type=["{']+password/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(typed).toEqual([]);
  });
});

describe('the first paint', () => {
  it('waits on no icon file: the favicon is inline and the shell serves none Rsbuild would add a second link for', () => {
    const template = readFileSync(path.join(root, 'shell/src/index.html'), 'utf8');
    const icons = [...template.matchAll(/<link\s[^>]*rel="icon"[^>]*>/g)].map(([tag]) => tag);
    expect(icons).toHaveLength(1);
    expect(icons[0]).toMatch(/href="data:image\/svg\+xml,/);
    expect(tracked('shell/public/favicon.*')).toEqual([]);
  });
});

/** The rule of each lint error in `code` as a module of tools/, by line. */
async function lintErrorsInTools(code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(code, {
    filePath: path.join(root, 'tools/probe.ts'),
  });
  return (result?.messages ?? []).map(({ line, ruleId }) => `${line}: ${ruleId}`);
}

describe('tools', () => {
  it('import no app, by path or by name, in a declaration or with import()', async () => {
    const code = [
      "export { ROUTES } from '../shell/src/routes';",
      "export { GameHubPage } from '@dreampitch/games/pages';",
      "export const page = () => import('../remotes/games/src/pages/GameHubPage');",
      "export const shell = () => import('@dreampitch/shell');",
    ];
    expect(await lintErrorsInTools(code.join('\n'))).toEqual([
      '1: no-restricted-imports',
      '2: no-restricted-imports',
      '3: no-restricted-syntax',
      '4: no-restricted-syntax',
    ]);
  });

  it('import libraries and other tools', async () => {
    const code = [
      "export { ROUTES } from '@dreampitch/app-frame/routes';",
      "export const keys = () => import('./local-backend/src/keys');",
    ];
    expect(await lintErrorsInTools(code.join('\n'))).toEqual([]);
  });
});
