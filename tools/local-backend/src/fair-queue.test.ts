import { describe, expect, test } from '@rstest/core';
import { AcquisitionTimeout, FairQueue, inLane } from './db';
import { toHttpError } from './errors';

/** A task that runs until `release()` is called, recording when it starts. */
function gate(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { task: () => (log.push(name), done), release };
}

describe('PGlite queue (issue 16 item 5): one connection, shared fairly, no endless backlog', () => {
  test("callers take turns: a caller's burst does not go ahead of another caller who came later", async () => {
    const queue = new FairQueue();
    const log: string[] = [];
    const first = gate(log, 'slow-1');
    const running = inLane('slow', () => queue.run(first.task));
    const queued = [
      inLane('slow', () => queue.run(async () => void log.push('slow-2'))),
      inLane('slow', () => queue.run(async () => void log.push('slow-3'))),
      inLane('fast', () => queue.run(async () => void log.push('fast-1'))),
    ];
    first.release();
    await Promise.all([running, ...queued]);
    // First come first served would run fast-1 last.
    expect(log).toEqual(['slow-1', 'slow-2', 'fast-1', 'slow-3']);
  });

  test("a task that cannot get the connection within the acquisition timeout fails with PostgREST's PGRST003 error", async () => {
    const queue = new FairQueue(50);
    const log: string[] = [];
    const blocker = gate(log, 'blocker');
    const running = queue.run(blocker.task);
    const waiting = queue.run(async () => void log.push('never'));
    await expect(waiting).rejects.toBeInstanceOf(AcquisitionTimeout);
    await expect(waiting).rejects.toThrow('Timed out acquiring connection from connection pool.');
    blocker.release();
    await running;
    // The queue keeps working after a timeout.
    await queue.run(async () => void log.push('after'));
    expect(log).toEqual(['blocker', 'after']);
  });
});

test('the API answers a queue timeout as PostgREST does: 504 PGRST003', () => {
  const error = toHttpError(new AcquisitionTimeout(10_000), 'rest');
  expect({ status: error.status, body: error.body }).toEqual({
    status: 504,
    body: {
      code: 'PGRST003',
      details: null,
      hint: null,
      message: 'Timed out acquiring connection from connection pool.',
    },
  });
});
