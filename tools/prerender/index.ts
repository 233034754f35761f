/**
 * `tsx tools/prerender`, run by the shell's build: writes the HTML of every public page, as a signed-out visitor
 * arriving on it sees it (routes.ts), into shell/dist (`/` -> index.html, `/app/games` -> app/games/index.html), so it shows its
 * content before any JavaScript has run (LCP from HTML), with the rules of the rendered tree's CSS that its markup
 * uses inlined (criticalCss.ts; each app's code brings its full stylesheets). The SPA page, shell/dist/200.html, is
 * the fallback for every other route (tools/preview.ts; on a static host, its "SPA fallback" setting): it holds the
 * app's frame and a page skeleton (spaFrame.ts), what signed-in pages show first. A signed-in page whose header is the
 * same for everyone (FRAMED_PATHS) gets its own shell/dist/<path>/index.html, served for its path like a prerendered
 * page: the same frame with the page's header over the skeleton.
 */
import { createRsbuild } from '@rsbuild/core';
import { demoModeBundling } from '../federation/demoModeBundling';
import { pluginReact } from '@rsbuild/plugin-react';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDERED_ATTRIBUTE } from '../../shell/src/prerendered';
import { criticalCss, inCascadeOrder } from './criticalCss';
import { prerenderProblem, withPrerenderedPage } from './html';
import { withSpaFrame } from './spaFrame';

const root = path.resolve(import.meta.dirname, '../..');
const shellDist = path.join(root, 'shell/dist');
const bundleDir = path.join(root, 'node_modules/.cache/dreampitch-prerender');

/** Bundles entry.tsx for Node with the CSS it imports extracted, as the browser build would load it. */
interface Renderer {
  renderPage: (path: string) => Promise<string>;
  renderSpaFrame: () => Promise<string>;
  renderFramedPage: (path: string) => Promise<string>;
  paths: string[];
  framedPaths: string[];
  frameScripts: Readonly<Record<string, string>>;
  sameForAnyQuery: readonly string[];
  css: string;
}

async function buildRenderer(): Promise<Renderer> {
  const rsbuild = await createRsbuild({
    cwd: root,
    rsbuildConfig: {
      plugins: [pluginReact()],
      source: { entry: { prerender: path.join(import.meta.dirname, 'entry.tsx') } },
      resolve: {
        alias: {
          '@module-federation/enhanced/runtime': path.join(import.meta.dirname, 'federationRuntimeStub.ts'),
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
      tools: { bundlerChain: demoModeBundling },
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
  const loaded = (await import(pathToFileURL(path.join(bundleDir, script)).href)) as {
    renderPage: (path: string) => Promise<string>;
    renderSpaFrame: () => Promise<string>;
    renderFramedPage: (path: string) => Promise<string>;
    PRERENDERED_PATHS: string[];
    FRAMED_PATHS: string[];
    FRAME_SCRIPTS: Readonly<Record<string, string>>;
    SAME_FOR_ANY_QUERY: readonly string[];
  };
  return {
    renderPage: loaded.renderPage,
    renderSpaFrame: loaded.renderSpaFrame,
    renderFramedPage: loaded.renderFramedPage,
    paths: loaded.PRERENDERED_PATHS,
    framedPaths: loaded.FRAMED_PATHS,
    frameScripts: loaded.FRAME_SCRIPTS,
    sameForAnyQuery: loaded.SAME_FOR_ANY_QUERY,
    css,
  };
}

const kib = (text: string) => (text.length / 1024).toFixed(1);

async function main() {
  const indexPath = path.join(shellDist, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} is missing: build the shell first.`);
  const spaHtml = readFileSync(indexPath, 'utf8');
  if (spaHtml.includes(PRERENDERED_ATTRIBUTE)) throw new Error(`${indexPath} is already prerendered.`);
  const {
    renderPage,
    renderSpaFrame,
    renderFramedPage,
    paths,
    framedPaths,
    frameScripts,
    sameForAnyQuery,
    css,
  } = await buildRenderer();
  /** Writes the shell's HTML filled by `fill` with `markup` and the CSS it uses inlined; that CSS's size in KiB. */
  const writePage = async (file: string, markup: string, fill: (pageCss: string) => string) => {
    const pageCss = await criticalCss(markup, css);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, fill(pageCss));
    return kib(pageCss);
  };
  const pageFile = (route: string) => path.join(shellDist, route === '/' ? '' : route, 'index.html');
  const framed = (markup: string, script?: string) => (pageCss: string) =>
    withSpaFrame(spaHtml, { markup, css: pageCss, script });
  // First: the frames are rendered while the session is unknown, which renderPage settles as signed out.
  const frame = await renderSpaFrame();
  const frameCss = await writePage(path.join(shellDist, '200.html'), frame, framed(frame));
  for (const route of framedPaths) {
    const markup = await renderFramedPage(route);
    const file = pageFile(route);
    const inlined = await writePage(file, markup, framed(markup, frameScripts[route]));
    process.stdout.write(
      `prerender: ${route} (signed in) -> ${path.relative(root, file)}: the frame, its header and a skeleton (${inlined} KiB CSS inlined)\n`,
    );
  }
  for (const route of paths) {
    const markup = await renderPage(route);
    const problem = prerenderProblem(markup);
    if (problem) throw new Error(`The prerendered ${route} is not its page: ${problem}.`);
    const file = pageFile(route);
    const inlined = await writePage(file, markup, (pageCss) =>
      withPrerenderedPage(spaHtml, {
        path: route,
        markup,
        css: pageCss,
        anyQuery: sameForAnyQuery.includes(route),
      }),
    );
    process.stdout.write(
      `prerender: ${route} -> ${path.relative(root, file)} (${kib(markup)} KiB HTML, ${inlined} of ${kib(css)} KiB CSS inlined)\n`,
    );
  }
  process.stdout.write(
    `prerender: SPA fallback shell/dist/200.html (the frame and a page skeleton, ${frameCss} KiB CSS inlined)\n`,
  );
}

await main();
