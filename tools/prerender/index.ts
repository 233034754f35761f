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
import { demoModeBundling } from '../federation/demoModeBundling';
import { pluginReact } from '@rsbuild/plugin-react';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDERED_ATTRIBUTE, routeAt, ROUTES, type RemotePage } from '@dreampitch/app-frame/routes';
import {
  ANY_QUERY_PATHS,
  PAGE_HEADS,
  PRERENDERED_PATHS,
  SIGNED_IN_HTML_PATHS,
} from '@dreampitch/app-frame/routes/built';
import { criticalCss, inCascadeOrder } from './criticalCss';
import { compileFirstPaintScripts, type FirstPaintCall } from './firstPaint';
import { PRERENDERED_PAGE_SCRIPTS, prerenderProblem, withPrerenderedPage, withSpaPage } from './html';

const root = path.resolve(import.meta.dirname, '../..');
const shellDist = path.join(root, 'shell/dist');
const bundleDir = path.join(root, 'node_modules/.cache/dreampitch-prerender');
const shellPrerender = path.join(root, 'shell/src/prerender');

/** The remote module a route's page is, whose files its HTML starts downloading beside the shell's. */
function remotePageAt(route: string): RemotePage | undefined {
  const declared = routeAt(ROUTES, route);
  return declared && declared.owner !== 'shell'
    ? { remote: declared.owner, expose: `./${declared.module}` }
    : undefined;
}

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
      source: { entry: { prerender: path.join(shellPrerender, 'entry.tsx') } },
      resolve: {
        alias: {
          '@module-federation/enhanced/runtime': path.join(shellPrerender, 'federationRuntimeStub.ts'),
        },
      },
      output: {
        target: 'node',
        module: true,
        emitCss: true,
        filenameHash: false,
        minify: { js: false, css: true },
        cleanDistPath: true,
        distPath: { root: bundleDir },
      },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      tools: { rspack: demoModeBundling },
      logLevel: 'warn',
    },
  });
  await rsbuild.build();
  const files = readdirSync(bundleDir, { recursive: true, encoding: 'utf8' });
  const script = files.find((file) => /(^|\/)prerender\.m?js$/.test(file));
  if (!script) throw new Error(`The prerender bundle was not written to ${bundleDir}.`);
  const css = inCascadeOrder(files.filter((file) => file.endsWith('.css')))
    .map((file) => readFileSync(path.join(bundleDir, file), 'utf8'))
    .join('\n');
  const entry = (await import(pathToFileURL(path.join(bundleDir, script)).href)) as Entry;
  return { ...entry, css };
}

const kib = (text: string) => (text.length / 1024).toFixed(1);

async function main() {
  const indexPath = path.join(shellDist, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} is missing: build the shell first.`);
  const spaHtml = readFileSync(indexPath, 'utf8');
  if (spaHtml.includes(PRERENDERED_ATTRIBUTE)) throw new Error(`${indexPath} is already prerendered.`);
  const { renderPage, renderSpaPage, renderFrame, frameScript, css } = await buildRenderer();
  const inlineScript = await compileFirstPaintScripts([
    ...PRERENDERED_PAGE_SCRIPTS,
    ...SIGNED_IN_HTML_PATHS.map((route) => frameScript(route).script),
  ]);
  /** Writes the shell's HTML filled by `fill` with `markup` and the CSS it uses inlined; that CSS's size in KiB. */
  const writePage = async (file: string, markup: string, fill: (pageCss: string) => string) => {
    const pageCss = await criticalCss(markup, css);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, fill(pageCss));
    return kib(pageCss);
  };
  const pageFile = (route: string) => path.join(shellDist, route === '/' ? '' : route, 'index.html');
  const onSpaPage = (markup: string, script?: string, remote?: RemotePage) => (pageCss: string) =>
    withSpaPage(spaHtml, { markup, css: pageCss, script, remote }, inlineScript);
  // First: the SPA page and the frames are rendered while the session is unknown, which renderPage settles as signed out.
  const spaPage = await renderSpaPage();
  const spaCss = await writePage(path.join(shellDist, '200.html'), spaPage, onSpaPage(spaPage));
  for (const route of SIGNED_IN_HTML_PATHS) {
    const markup = await renderFrame(route);
    const file = pageFile(route);
    const inlined = await writePage(
      file,
      markup,
      onSpaPage(markup, inlineScript(frameScript(route)), remotePageAt(route)),
    );
    process.stdout.write(
      `prerender: ${route} (signed in) -> ${path.relative(root, file)}: its frame, the header over a skeleton (${inlined} KiB CSS inlined)\n`,
    );
  }
  for (const route of PRERENDERED_PATHS) {
    const markup = await renderPage(route);
    const problem = prerenderProblem(markup);
    if (problem) throw new Error(`The prerendered ${route} is not its page: ${problem}.`);
    const file = pageFile(route);
    const inlined = await writePage(file, markup, (pageCss) =>
      withPrerenderedPage(
        spaHtml,
        {
          path: route,
          markup,
          css: pageCss,
          anyQuery: ANY_QUERY_PATHS.includes(route),
          remote: remotePageAt(route),
          head: PAGE_HEADS[route],
        },
        inlineScript,
      ),
    );
    process.stdout.write(
      `prerender: ${route} -> ${path.relative(root, file)} (${kib(markup)} KiB HTML, ${inlined} of ${kib(css)} KiB CSS inlined)\n`,
    );
  }
  process.stdout.write(
    `prerender: SPA fallback shell/dist/200.html (the layout and a page skeleton, ${spaCss} KiB CSS inlined)\n`,
  );
}

await main();
