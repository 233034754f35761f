/**
 * The first-paint scripts: TypeScript modules of shell/src/firstPaint, each run inline in a page's HTML before its
 * first paint (a kept frame filled from the stored session, the dashboard's greeting). Compiled here by Rsbuild for
 * the browsers the apps are built for, one small bundle each, and inlined with the arguments the build computes (the
 * pages' words, from the code that draws them) so the browser downloads none of that code.
 */
import type { FirstPaintCall } from '@dreampitch/app-frame/routes';
import { createRsbuild } from '@rsbuild/core';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SCRIPTS_DIR = path.resolve(import.meta.dirname, '../../shell/src/firstPaint');
const root = path.resolve(import.meta.dirname, '../..');
/** The variable each bundle reads its call's arguments from, local to the inline script that holds it. */
const ARGS = 'firstPaintArgs';

/** A call's inline script: its arguments, then its script's bundle. */
export type InlineScript = (call: FirstPaintCall) => string;

/** Every first-paint script: the modules of shell/src/firstPaint, by file name. */
const everyScript = () => readdirSync(SCRIPTS_DIR).flatMap((file) => /^(\w+)\.ts$/.exec(file)?.[1] ?? []);

/** Compiles the first-paint scripts `names`, by default every one. */
export async function compileFirstPaintScripts(names = everyScript()): Promise<InlineScript> {
  // A folder of its own: the build and its tests may compile at the same time.
  const dir = path.join(root, 'node_modules/.cache', `dreampitch-first-paint-${randomUUID()}`);
  const outDir = path.join(dir, 'dist');
  const entry = Object.fromEntries(names.map((name) => [name, path.join(dir, `${name}.js`)]));
  mkdirSync(dir, { recursive: true });
  // Each bundle calls its module's default export itself: one that exports nothing carries no bundler runtime.
  for (const [name, file] of Object.entries(entry))
    writeFileSync(file, `import run from ${JSON.stringify(path.join(SCRIPTS_DIR, name))};run(${ARGS});`);
  const rsbuild = await createRsbuild({
    cwd: root,
    rsbuildConfig: {
      mode: 'production',
      source: { entry },
      output: { filenameHash: false, distPath: { root: outDir, js: '' }, legalComments: 'none' },
      splitChunks: false,
      tools: { htmlPlugin: false },
      logLevel: 'warn',
    },
  });
  const read = (name: string) => [name, readFileSync(path.join(outDir, `${name}.js`), 'utf8')] as const;
  const bundles = await rsbuild
    .build()
    .then(() => new Map(names.map(read)))
    .finally(() => rmSync(dir, { recursive: true, force: true }));
  return ({ script, args }) => {
    const bundle = bundles.get(script);
    if (!bundle) throw new Error(`The first-paint script ${script} was not compiled.`);
    return `{const ${ARGS}=${JSON.stringify(args ?? null)};${bundle}}`;
  };
}
