/**
 * `tsx tools/prerender`, run by the shell's build: writes into shell/dist the HTML of every page the route table
 * (libs/app-frame/src/routes) gives HTML of its own (`/` -> index.html, `/app/games` -> app/games/index.html), so it
 * paints before any JavaScript has run, with the rules of the rendered tree's CSS that its markup uses inlined
 * (criticalCss.ts; each app's code brings its full stylesheets). A public page (`prerendered`) is its content as a
 * signed-out visitor arriving on it sees it; a signed-in page (`framed`) its frame, the page's header over the
 * skeleton. The SPA page, shell/dist/200.html, is the fallback for every other route (tools/preview.ts; on a static
 * host, its "SPA fallback" setting): the layout and a page skeleton. The pages come from the shell's prerender entry
 * (shell/src/prerender/entry.tsx), bundled here for Node: this tool imports no app source.
 */
import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeAt, type FirstPaintCall } from '@dreampitch/app-frame/routes';
import { BUILT_ROUTES, PAGE_HEADS } from '@dreampitch/app-frame/routes/built';
import { demoModeBundling } from '../federation/demoModeBundling';
import { criticalCss, inCascadeOrder } from './criticalCss';
import { compileFirstPaintScripts } from './firstPaint';
import { pageHtml, prerenderProblem } from './html';

const root = path.resolve(import.meta.dirname, '../..');
const shellDist = path.join(root, 'shell/dist');
const cache = path.join(root, 'node_modules/.cache/dreampitch-prerender');
const prerender = path.join(root, 'shell/src/prerender');

/** What the shell's prerender entry (shell/src/prerender/entry.tsx) exports. */
interface Entry {
  renderPages: () => AsyncIterable<{ path?: string; markup: string; fill?: FirstPaintCall }>;
}

/** Bundles the shell's prerender entry for Node with the CSS it imports extracted, as the browser build would load it. */
async function buildRenderer(): Promise<Entry & { css: string }> {
  const rsbuild = await createRsbuild({
    cwd: root,
    rsbuildConfig: {
      plugins: [pluginReact()],
      source: { entry: { prerender: path.join(prerender, 'entry.tsx') } },
      resolve: {
        alias: { '@module-federation/enhanced/runtime': path.join(prerender, 'federationRuntimeStub.ts') },
      },
      output: { target: 'node', emitCss: true, minify: { js: false, css: true }, distPath: { root: cache } },
      tools: { rspack: demoModeBundling },
      logLevel: 'warn',
    },
  });
  await rsbuild.build();
  const css = inCascadeOrder(readdirSync(cache, { recursive: true, encoding: 'utf8' }))
    .map((file) => readFileSync(path.join(cache, file), 'utf8'))
    .join('\n');
  const entry = (await import(pathToFileURL(path.join(cache, 'prerender.js')).href)) as Entry;
  return { ...entry, css };
}

const kib = (text: string) => (text.length / 1024).toFixed(1);

// A prerendered index.html has no empty #root: the first page written refuses it.
const spaHtml = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
const { renderPages, css: bundleCss } = await buildRenderer();
const inline = await compileFirstPaintScripts();
for await (const { path: route, markup, fill } of renderPages()) {
  const declared = route ? routeAt(BUILT_ROUTES, route) : undefined;
  const { firstPaint, anyQuery } = declared ?? {};
  const prerendered =
    firstPaint === 'prerendered' && route ? { path: route, anyQuery, head: PAGE_HEADS[route] } : undefined;
  const problem = prerendered && prerenderProblem(markup);
  if (problem) throw new Error(`The prerendered ${route} is not its page: ${problem}.`);
  // The route's remote page, whose files start downloading beside the shell's.
  const remote =
    declared && declared.owner !== 'shell' ? { remote: declared.owner, module: declared.module } : undefined;
  const css = await criticalCss(markup, bundleCss);
  const file = route ? path.join(shellDist, route, 'index.html') : path.join(shellDist, '200.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, pageHtml(spaHtml, { markup, css, remote, fill, prerendered }, inline));
  process.stdout.write(
    `prerender: ${path.relative(root, file)} (${kib(markup)} KiB HTML, ${kib(css)} of ${kib(bundleCss)} KiB CSS inlined)\n`,
  );
}
