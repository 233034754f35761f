/**
 * The first-paint scripts: TypeScript modules of shell/src/firstPaint, each run inline in a page's HTML before its
 * first paint (a kept frame filled from the stored session, the dashboard's greeting). Compiled here by Rsbuild for
 * the browsers the apps are built for, one small bundle each, and inlined with the arguments the build computes (the
 * pages' words, from the code that draws them) so the browser downloads none of that code.
 */
import type { FirstPaintCall } from '@dreampitch/app-frame/routes';
import { createRsbuild } from '@rsbuild/core';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type { FirstPaintCall };

const SCRIPTS_DIR = path.resolve(import.meta.dirname, '../../shell/src/firstPaint');
const root = path.resolve(import.meta.dirname, '../..');
/** The variable each bundle sets to its module's default export, local to the inline script that holds it. */
const EXPORTS = 'firstPaint';

/** A call's inline script: its script's bundle, then the call. */
export type InlineScript = (call: FirstPaintCall) => string;

/** Compiles the first-paint scripts `names` (modules of shell/src/firstPaint, by file name). */
export async function compileFirstPaintScripts(names: Iterable<string>): Promise<InlineScript> {
  const scripts = [...new Set(names)];
  // A folder of its own: the build and its tests may compile at the same time.
  const outDir = mkdtempSync(path.join(tmpdir(), 'dreampitch-first-paint-'));
  const rsbuild = await createRsbuild({
    cwd: root,
    rsbuildConfig: {
      mode: 'production',
      source: {
        entry: Object.fromEntries(scripts.map((name) => [name, path.join(SCRIPTS_DIR, `${name}.ts`)])),
      },
      output: {
        target: 'web',
        filenameHash: false,
        sourceMap: false,
        cleanDistPath: true,
        distPath: { root: outDir, js: '' },
        legalComments: 'none',
      },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      tools: {
        htmlPlugin: false,
        rspack: { output: { library: { type: 'var', name: EXPORTS, export: 'default' } } },
      },
      logLevel: 'warn',
    },
  });
  let bundles: Map<string, string>;
  try {
    await rsbuild.build();
    bundles = new Map(scripts.map((name) => [name, readFileSync(path.join(outDir, `${name}.js`), 'utf8')]));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return ({ script, args }) => {
    const bundle = bundles.get(script);
    if (!bundle) throw new Error(`The first-paint script ${script} was not compiled.`);
    return `(function(){${bundle};${EXPORTS}(${JSON.stringify(args ?? null)})})()`;
  };
}
