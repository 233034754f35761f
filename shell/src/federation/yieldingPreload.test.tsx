import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { afterEach, beforeEach, expect, rs, test } from '@rstest/core';
import { yieldingPreloadPlugin } from './yieldingPreload';

type Hook = NonNullable<ReturnType<typeof yieldingPreloadPlugin>['generatePreloadAssets']>;
type Request = Parameters<Hook>[0];
type RemoteEntry = Parameters<
  NonNullable<ModuleFederationRuntimePlugin['loadEntry']>
>[0]['remoteEntryExports'];

const PUBLIC_PATH = 'http://localhost:3003/';

/** What the runtime's snapshot plugin asks for when it has read the tracker's manifest for the goal tracker. */
function request(preloadConfig: Partial<Request['preloadOptions']['preloadConfig']> = {}): Request {
  return {
    preloadOptions: {
      preloadConfig: {
        nameOrAlias: 'tracker',
        exposes: ['./GoalTrackerPage'],
        resourceCategory: 'sync',
        share: false,
        depsRemote: false,
        ...preloadConfig,
      },
    },
    remoteSnapshot: {
      publicPath: PUBLIC_PATH,
      modules: [
        {
          moduleName: 'GoalTrackerPage',
          assets: {
            css: { sync: ['static/css/page.css'], async: ['static/css/later.css'] },
            js: { sync: ['static/js/a.js', 'static/js/page.js'], async: ['static/js/later.js'] },
          },
        },
        {
          moduleName: 'AccountPage',
          assets: {
            css: { sync: ['static/css/account.css'], async: [] },
            js: { sync: ['static/js/b.js'], async: [] },
          },
        },
      ],
    },
  } as unknown as Request;
}

// Each task boundary (scheduler.yield) is held until the test lets it go, so the test sees what each task added.
let waiting: (() => void)[] = [];
const nextTask = async () => {
  await Promise.resolve();
  const release = waiting.shift();
  expect(release).toBeDefined();
  release?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

let added: string[] = [];
const observer = new MutationObserver((records) => {
  for (const record of records)
    for (const node of record.addedNodes)
      if (node instanceof HTMLScriptElement) added.push(`script ${node.getAttribute('src')}`);
      else if (node instanceof HTMLLinkElement) added.push(`${node.rel} ${node.getAttribute('href')}`);
});
const addedSoFar = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return added;
};

// The files are not there to fetch: happy-dom only records them.
const happyDom = (globalThis as { happyDOM?: { settings: Record<string, unknown> } }).happyDOM;
if (happyDom)
  Object.assign(happyDom.settings, {
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    handleDisabledFileLoadingAsSuccess: true,
  });

beforeEach(() => {
  waiting = [];
  added = [];
  rs.stubGlobal('scheduler', {
    yield: () => new Promise<void>((resolve) => waiting.push(resolve)),
  });
  observer.observe(document.head, { childList: true });
});

afterEach(() => {
  observer.disconnect();
  document.head.replaceChildren();
  rs.unstubAllGlobals();
});

test("takes the page's preload over: the runtime gets nothing to add, and nothing is added in its task", async () => {
  const assets = await yieldingPreloadPlugin().generatePreloadAssets?.(request());
  expect(assets).toEqual({ cssAssets: [], jsAssetsWithoutEntry: [], entryAssets: [] });
  expect(await addedSoFar()).toEqual([]);
});

test("adds the page's own files one task each, its stylesheet first, and no other page's", async () => {
  await yieldingPreloadPlugin().generatePreloadAssets?.(request());
  await nextTask();
  expect(await addedSoFar()).toEqual([`stylesheet ${PUBLIC_PATH}static/css/page.css`]);
  await nextTask();
  expect(await addedSoFar()).toHaveLength(2);
  await nextTask();
  expect(await addedSoFar()).toEqual([
    `stylesheet ${PUBLIC_PATH}static/css/page.css`,
    `script ${PUBLIC_PATH}static/js/a.js`,
    `script ${PUBLIC_PATH}static/js/page.js`,
  ]);
  expect(waiting).toHaveLength(0);
});

test('does not ask again for a file the bundler has added meanwhile', async () => {
  await yieldingPreloadPlugin().generatePreloadAssets?.(request());
  const bundlers = document.createElement('script');
  bundlers.setAttribute('src', `${PUBLIC_PATH}static/js/a.js`);
  document.head.appendChild(bundlers);
  for (let task = 0; task < 3; task++) await nextTask();
  expect(await addedSoFar()).toEqual([
    `script ${PUBLIC_PATH}static/js/a.js`,
    `stylesheet ${PUBLIC_PATH}static/css/page.css`,
    `script ${PUBLIC_PATH}static/js/page.js`,
  ]);
});

test('a page loaded again (after a hover preloaded it, or on a retry) is not preloaded again', async () => {
  const plugin = yieldingPreloadPlugin();
  await plugin.generatePreloadAssets?.(request());
  for (let task = 0; task < 3; task++) await nextTask();
  expect(await plugin.generatePreloadAssets?.(request())).toEqual({
    cssAssets: [],
    jsAssetsWithoutEntry: [],
    entryAssets: [],
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(waiting).toHaveLength(0);
  expect(await addedSoFar()).toHaveLength(3);
});

test('leaves any other preload (all files, shared packages, remotes it depends on) to the runtime', async () => {
  const plugin = yieldingPreloadPlugin();
  expect(await plugin.generatePreloadAssets?.(request({ resourceCategory: 'all' }))).toBeUndefined();
  expect(await plugin.generatePreloadAssets?.(request({ share: true }))).toBeUndefined();
  expect(await plugin.generatePreloadAssets?.(request({ depsRemote: true }))).toBeUndefined();
  expect(await addedSoFar()).toEqual([]);
  expect(waiting).toHaveLength(0);
});

test('the remote entry is initialised, asked for the page and the page run in three tasks, in that order', async () => {
  const steps: string[] = [];
  const container = {
    init: () => {
      steps.push('init');
    },
    get: () => {
      steps.push('get');
      return Promise.resolve(() => {
        steps.push('page runs');
        return { default: 'GoalTrackerPage' };
      });
    },
  };
  // The entry itself is not fetched here: this plugin hands the runtime the container the script would define.
  const entryAlreadyEvaluated: ModuleFederationRuntimePlugin = {
    name: 'entry-already-evaluated',
    loadEntry: () => container as unknown as RemoteEntry,
  };
  const federation = createInstance({
    name: 'yielding_preload_test_host',
    remotes: [{ name: 'yielding_tracker', entry: `${PUBLIC_PATH}remoteEntry.js` }],
    plugins: [yieldingPreloadPlugin(), entryAlreadyEvaluated],
  });
  const loading = federation.loadRemote<{ default: string }>('yielding_tracker/GoalTrackerPage');
  const stepsPerTask: string[][] = [];
  for (let turn = 0; turn < 100 && !steps.includes('page runs'); turn++) {
    if (waiting.length === 0) {
      // The runtime's own promises (no new task) until it asks for one.
      await new Promise((resolve) => setTimeout(resolve, 0));
      continue;
    }
    stepsPerTask.push(steps.splice(0));
    await nextTask();
  }
  stepsPerTask.push(steps.splice(0));
  expect(stepsPerTask).toEqual([[], ['init'], ['get'], ['page runs']]);
  expect(await loading).toEqual({ default: 'GoalTrackerPage' });
});
