import { expect, rs, test } from '@rstest/core';
import type { ChunkLoadingRuntime } from '@dreampitch/app-frame/stagedChunkRequests';
import stagedChunkRequestsPlugin from './stagedChunkRequestsPlugin';

test("a remote's entry, running the plugin, adds its chunks' scripts a task after they are asked for", async () => {
  const load = rs.fn();
  const runtime: ChunkLoadingRuntime = { l: load, f: {} };

  const plugin = stagedChunkRequestsPlugin(runtime);
  runtime.l('http://localhost:3003/static/js/async/shared-libs.js', () => undefined);

  expect(plugin.name).toBe('staged-chunk-requests');
  expect(load).not.toHaveBeenCalled();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(load).toHaveBeenCalledOnce();
});
