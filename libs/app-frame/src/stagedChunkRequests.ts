type LoadScript = (url: string, done: (event: Event) => void, key?: string, chunkId?: string) => void;
type LoadChunkPart = (chunkId: string, promises: Promise<unknown>[], fetchPriority?: string) => void;

/** The parts of the bundler's runtime (`__webpack_require__`) that add a chunk's files to the page. */
export interface ChunkLoadingRuntime {
  /** Adds a `<script>` for a chunk (jsonp chunk loading). */
  l: LoadScript;
  /** One handler per kind of file a chunk has; `miniCss` adds its `<link rel="stylesheet">`. */
  f: { miniCss?: LoadChunkPart };
}

/**
 * The start-up asks for its chunks in two bursts (index.ts), and each burst added every `<script>` and stylesheet
 * in one task: adding an element that starts a download costs the main thread one to two milliseconds (a few more
 * on a phone), so the second burst (nine scripts and the shell's stylesheet) was a task of 30 to 35 ms on the bench
 * machine, the "Unattributable" long task after the shell's entry. The runtime's own bookkeeping (which chunk,
 * which shared package) still runs at once; only adding the elements is queued, one per task, in the order asked.
 * Every file still downloads: the queue only spreads the work of starting the downloads over tasks.
 */
export function requestChunksOnePerTask(runtime: ChunkLoadingRuntime, nextTask: () => Promise<void>): void {
  let queue = Promise.resolve();
  const later = (add: () => void) => {
    // A failing request must not hold up the ones after it; the error is reported as an uncaught one would be.
    queue = queue
      .then(nextTask)
      .then(add)
      .catch((error: unknown) => reportError(error));
  };
  const loadScript = runtime.l;
  runtime.l = (url, done, key, chunkId) => later(() => loadScript(url, done, key, chunkId));
  const loadStylesheet = runtime.f.miniCss;
  if (loadStylesheet) {
    // A chunk's first request waits for its script anyway; a later one (the chunk is there) must not wait a task.
    const asked = new Set<string>();
    runtime.f.miniCss = (chunkId, promises, fetchPriority) => {
      if (asked.has(chunkId)) return loadStylesheet(chunkId, promises, fetchPriority);
      asked.add(chunkId);
      promises.push(
        new Promise((resolve) =>
          later(() => {
            const loading: Promise<unknown>[] = [];
            loadStylesheet(chunkId, loading, fetchPriority);
            resolve(Promise.all(loading));
          }),
        ),
      );
    };
  }
}
