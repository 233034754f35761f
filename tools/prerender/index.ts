/**
 * `tsx tools/prerender`, run by the shell's build: writes the HTML of every public page, as a signed-out visitor
 * arriving on it sees it (every `prerendered` route of libs/app-frame/src/routes), into shell/dist (`/` ->
 * index.html, `/app/games` -> app/games/index.html), so it shows its content before any JavaScript has run (LCP from
 * HTML), with the rules of the rendered tree's CSS that its markup uses inlined (criticalCss.ts; each app's code
 * brings its full stylesheets). The pages come from the shell's prerender entry (shell/src/prerender/entry.tsx),
 * bundled here for Node: this tool imports no app source. The SPA page, shell/dist/200.html, is the fallback for
 * every other route (tools/preview.ts; on a static host, its "SPA fallback" setting): it holds the layout and a
 * page skeleton (withSpaPage in html.ts), what signed-in pages show first. A signed-in page whose first paint is its header or
 * what its script fills in (SIGNED_IN_HTML_PATHS) gets its own shell/dist/<path>/index.html, served for its path like
 * a prerendered page: its frame, the page's header over the skeleton.
 */
import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeAt, type FirstPaintCall } from '@dreampitch/app-frame/routes';
import * as built from '@dreampitch/app-frame/routes/built';
import { demoModeBundling } from '../federation/demoModeBundling';
import { criticalCss, inCascadeOrder } from './criticalCss';
import { compileFirstPaintScripts } from './firstPaint';
import { prerenderProblem, withPrerenderedPage, withSpaPage } from './html';

const root = path.resolve(import.meta.dirname, '../..');
const shellDist = path.join(root, 'shell/dist');
const cache = path.join(root, 'node_modules/.cache/dreampitch-prerender');
const ENTRY = path.join(root, 'shell/src/prerender/entry.tsx');
const RUNTIME_STUB = path.join(root, 'shell/src/prerender/federationRuntimeStub.ts');

/** What the shell's prerender entry (shell/src/prerender/entry.tsx) exports. */
interface Entry {
  renderPage: (path: string) => Promise<string>;
  renderSpaPage: () => Promise<string>;
  renderFrame: (path: string) => Promise<string>;
  frameScript: (path: string) => FirstPaintCall;
}

/** Bundles the shell's prerender entry for Node with the CSS it imports extracted, as the browser build would load it. */
async function buildRenderer(): Promise<Entry & { css: string }> {
  const rsbuild = await createRsbuild({
    cwd: root,
    rsbuildConfig: {
      plugins: [pluginReact()],
      source: { entry: { prerender: ENTRY } },
      resolve: { alias: { '@module-federation/enhanced/runtime': RUNTIME_STUB } },
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

async function main() {
  // A prerendered index.html has no empty #root: the first page written refuses it.
  const spaHtml = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const { renderPage, renderSpaPage, renderFrame, frameScript, css: bundleCss } = await buildRenderer();
  const inline = await compileFirstPaintScripts();
  /** Writes the shell's HTML made by `fill` of `markup` with the CSS it uses inlined. */
  const write = async (file: string, markup: string, fill: (css: string) => string) => {
    const css = await criticalCss(markup, bundleCss);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, fill(css));
    process.stdout.write(
      `prerender: ${path.relative(root, file)} (${kib(markup)} KiB HTML, ${kib(css)} of ${kib(bundleCss)} KiB CSS inlined)\n`,
    );
  };
  const pageFile = (route: string) => path.join(shellDist, route, 'index.html');
  /** What the route table says of a route's HTML: its remote page, whose files start downloading beside the shell's. */
  const declared = (route: string) => {
    const { owner = 'shell', module, anyQuery } = routeAt(built.BUILT_ROUTES, route) ?? {};
    return { anyQuery, remote: owner === 'shell' ? undefined : { remote: owner, expose: `./${module}` } };
  };
  // First: the SPA page and the frames are rendered while the session is unknown, which renderPage settles as signed out.
  const spa = await renderSpaPage();
  await write(path.join(shellDist, '200.html'), spa, (css) =>
    withSpaPage(spaHtml, { markup: spa, css }, inline),
  );
  for (const route of built.SIGNED_IN_HTML_PATHS) {
    const markup = await renderFrame(route);
    const page = { markup, script: inline(frameScript(route)), remote: declared(route).remote };
    await write(pageFile(route), markup, (css) => withSpaPage(spaHtml, { ...page, css }, inline));
  }
  for (const route of built.PRERENDERED_PATHS) {
    const markup = await renderPage(route);
    const problem = prerenderProblem(markup);
    if (problem) throw new Error(`The prerendered ${route} is not its page: ${problem}.`);
    const page = { path: route, markup, head: built.PAGE_HEADS[route], ...declared(route) };
    await write(pageFile(route), markup, (css) => withPrerenderedPage(spaHtml, { ...page, css }, inline));
  }
}

await main();
