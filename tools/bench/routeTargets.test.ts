import { expect, test } from '@rstest/core';
import { routeTargets } from './routeTargets';

test("each framed route's first load waits for its chunk of frames; an unframed signed-in page for none", () => {
  const framesChunkOf = (path: string) => routeTargets().find((target) => target.path === path)?.framesChunk;
  expect(framesChunkOf('/app/dashboard')).toBe('page-frames');
  expect(framesChunkOf('/app/subscription')).toBe('page-frames');
  expect(framesChunkOf('/app/export')).toBe('page-titled-frames');
  // Their HTML keeps its own frame (KEPT_FRAME_PATHS): no frame code.
  expect(framesChunkOf('/app/account')).toBeUndefined();
  expect(framesChunkOf('/app/family')).toBeUndefined();
  expect(framesChunkOf('/')).toBeUndefined();
});
