import { expect, rs, test } from '@rstest/core';
import { type ChunkLoadingRuntime, requestChunksOnePerTask } from './stagedChunkRequests';

// Each task boundary is held until the test lets it go, so the test sees what each task did.
function heldTasks() {
  const waiting: (() => void)[] = [];
  const nextTask = () => new Promise<void>((resolve) => waiting.push(resolve));
  const runNextTask = async () => {
    await Promise.resolve();
    const release = waiting.shift();
    expect(release).toBeDefined();
    release?.();
    // Let the continuation (and the microtasks it queues) run, as the rest of a browser task would.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { nextTask, runNextTask, waiting };
}

function fakeRuntime() {
  const added: string[] = [];
  const runtime: ChunkLoadingRuntime = {
    l: rs.fn((url: string) => void added.push(url)),
    f: {
      miniCss: rs.fn((chunkId: string, promises: Promise<unknown>[]) => {
        added.push(`${chunkId}.css`);
        promises.push(Promise.resolve(`${chunkId}.css loaded`));
      }),
    },
  };
  return { runtime, added };
}

test('the scripts a burst asks for are added one task each, in the order asked, none in the task that asked', async () => {
  const { runtime, added } = fakeRuntime();
  const { nextTask, runNextTask } = heldTasks();
  requestChunksOnePerTask(runtime, nextTask);
  const done = () => undefined;

  runtime.l('/static/js/async/2.js', done, 'chunk-2', '2');
  runtime.l('/static/js/async/w.js', done, 'chunk-w', 'w');
  runtime.l('/static/js/async/lib-router.js', done, 'chunk-ik', 'ik');
  expect(added).toEqual([]);

  await runNextTask();
  expect(added).toEqual(['/static/js/async/2.js']);
  await runNextTask();
  expect(added).toEqual(['/static/js/async/2.js', '/static/js/async/w.js']);
  await runNextTask();
  expect(added).toEqual(['/static/js/async/2.js', '/static/js/async/w.js', '/static/js/async/lib-router.js']);
});

test('the runtime still gets every argument of each request (its completion callback, key and chunk)', async () => {
  const load = rs.fn();
  const runtime: ChunkLoadingRuntime = { l: load, f: {} };
  const { nextTask, runNextTask } = heldTasks();
  requestChunksOnePerTask(runtime, nextTask);
  const done = () => undefined;

  runtime.l('/static/js/async/z.js', done, 'chunk-z', 'z');
  await runNextTask();

  expect(load).toHaveBeenCalledExactlyOnceWith('/static/js/async/z.js', done, 'chunk-z', 'z');
});

test('a request made after the queue has emptied is added a task later too (a page chunk on navigation)', async () => {
  const { runtime, added } = fakeRuntime();
  const { nextTask, runNextTask, waiting } = heldTasks();
  requestChunksOnePerTask(runtime, nextTask);

  runtime.l('/static/js/async/2.js', () => undefined);
  await runNextTask();
  expect(waiting).toHaveLength(0);

  runtime.l('/static/js/async/page-plans.js', () => undefined);
  expect(added).toEqual(['/static/js/async/2.js']);
  await runNextTask();
  expect(added).toEqual(['/static/js/async/2.js', '/static/js/async/page-plans.js']);
});

test("a chunk's stylesheet gets a task of its own, and the chunk waits for it as for the runtime's own promise", async () => {
  const { runtime, added } = fakeRuntime();
  const { nextTask, runNextTask } = heldTasks();
  requestChunksOnePerTask(runtime, nextTask);

  const promises: Promise<unknown>[] = [];
  runtime.f.miniCss?.('v1', promises);
  runtime.l('/static/js/async/v1.js', () => undefined);
  expect(added).toEqual([]);
  expect(promises).toHaveLength(1);

  await runNextTask();
  expect(added).toEqual(['v1.css']);
  await expect(promises[0]).resolves.toEqual(['v1.css loaded']);
  await runNextTask();
  expect(added).toEqual(['v1.css', '/static/js/async/v1.js']);
});

test('a chunk asked for again (its stylesheet is there or on its way) is answered at once, without waiting a task', () => {
  const { runtime } = fakeRuntime();
  const { nextTask } = heldTasks();
  const loadStylesheet = runtime.f.miniCss;
  requestChunksOnePerTask(runtime, nextTask);

  runtime.f.miniCss?.('v1', []);
  const again: Promise<unknown>[] = [];
  runtime.f.miniCss?.('v1', again);

  expect(loadStylesheet).toHaveBeenCalledExactlyOnceWith('v1', again, undefined);
});

test('a build without stylesheets in chunks is left without the handler', () => {
  const runtime: ChunkLoadingRuntime = { l: rs.fn(), f: {} };
  requestChunksOnePerTask(runtime, () => Promise.resolve());
  expect(runtime.f.miniCss).toBeUndefined();
});

test('a request that fails is reported, and the requests after it are still added', async () => {
  const reported = rs.fn();
  rs.stubGlobal('reportError', reported);
  const added: string[] = [];
  const failure = new Error('no document head');
  const runtime: ChunkLoadingRuntime = {
    l: (url) => {
      if (url.endsWith('bad.js')) throw failure;
      added.push(url);
    },
    f: {},
  };
  const { nextTask, runNextTask } = heldTasks();
  requestChunksOnePerTask(runtime, nextTask);

  runtime.l('/static/js/async/bad.js', () => undefined);
  runtime.l('/static/js/async/good.js', () => undefined);
  await runNextTask();
  await runNextTask();

  expect(reported).toHaveBeenCalledExactlyOnceWith(failure);
  expect(added).toEqual(['/static/js/async/good.js']);
  rs.unstubAllGlobals();
});
