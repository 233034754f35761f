/**
 * The first-paint scripts: TypeScript modules of shell/src/firstPaint, each run inline in a page's HTML before its
 * first paint (a kept frame filled from the stored session, the dashboard's greeting). Compiled here by Rsbuild for
 * the browsers the apps are built for, one small bundle each, and inlined with the arguments the build computes (the
 * pages' words, from the code that draws them) so the browser downloads none of that code.
 */
import { createRsbuild } from '@rsbuild/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A first-paint script (a module of shell/src/firstPaint, named by its file) and what its default export is given. */
export interface FirstPaintCall {
  script: string;
  args?: unknown;
}

const SCRIPTS_DIR = path.resolve(import.meta.dirname, '../../shell/src/firstPaint');
const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'node_modules/.cache/dreampitch-first-paint');
/** The variable each bundle sets to its module's default export, local to the inline script that holds it. */
const EXPORTS = 'firstPaint';

/** Compiles the scripts `calls` name; answers each call's inline script (its bundle, then the call). */
export async function compileFirstPaintScripts(
  calls: readonly FirstPaintCall[],
): Promise<(call: FirstPaintCall) => string> {
  const scripts = [...new Set(calls.map((call) => call.script))];
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
  await rsbuild.build();
  const bundles = new Map(
    scripts.map((name) => [name, readFileSync(path.join(outDir, `${name}.js`), 'utf8')]),
  );
  return ({ script, args }) =>
    `(function(){${bundles.get(script)};${EXPORTS}(${JSON.stringify(args ?? null)})})()`;
}
