import type { Drill } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import {
  blockAnnouncement,
  clockText,
  durationText,
  initialPlayerState,
  minutesTrained,
  playerBlocks,
  playerReducer,
  progressOf,
  restorePlayerState,
  type PlayerAction,
  type PlayerState,
} from './sessionMachine';

const drill = (slug: string, dose: Drill['dose']) => ({ slug, title: slug.toUpperCase(), dose }) as Drill;
const LIBRARY = new Map([
  ['taps', drill('taps', { kind: 'intervals', sets: 4, workSeconds: 30, restSeconds: 30 })],
  ['slalom', drill('slalom', { kind: 'reps', sets: 3, reps: 5, workSeconds: 50, restSeconds: 10 })],
]);
const lookUp = (slug: string) => LIBRARY.get(slug);

const run = (state: PlayerState, ...actions: PlayerAction[]) => actions.reduce(playerReducer, state);

describe('playerBlocks', () => {
  test('turns each drill into sets of work and rest that fill its minutes, with no rest after the last set', () => {
    const blocks = playerBlocks(
      [
        { slug: 'taps', minutes: 2 },
        { slug: 'slalom', minutes: 1 },
      ],
      lookUp,
    );
    expect(
      blocks.map((block) => `${block.slug} ${block.kind} ${block.set}/${block.sets} ${block.seconds}`),
    ).toEqual(['taps work 1/2 30', 'taps rest 1/2 30', 'taps work 2/2 30', 'slalom work 1/1 50']);
    expect(blocks[3]?.reps).toBe(5);
  });

  test('leaves out a drill the library does not have', () => {
    expect(playerBlocks([{ slug: 'gone', minutes: 5 }], lookUp)).toEqual([]);
  });
});

describe('playerReducer', () => {
  const blocks = playerBlocks([{ slug: 'taps', minutes: 2 }], lookUp);

  test('waits for start, counts only unpaused time, and moves on when a block runs out', () => {
    let state = initialPlayerState(blocks);
    expect(state.paused).toBe(true);
    state = run(state, { type: 'tick', seconds: 10 });
    expect(state.elapsedSeconds).toBe(0);
    state = run(state, { type: 'resume' }, { type: 'tick', seconds: 25 });
    expect({ index: state.index, remaining: state.remaining }).toEqual({ index: 0, remaining: 5 });
    state = run(state, { type: 'tick', seconds: 40 });
    // 5 s finish the first work block, 30 s the rest after it, 5 s go into the second set.
    expect({ index: state.index, remaining: state.remaining, elapsed: state.elapsedSeconds }).toEqual({
      index: 2,
      remaining: 25,
      elapsed: 65,
    });
    state = run(state, { type: 'pause' }, { type: 'tick', seconds: 100 });
    expect(state.elapsedSeconds).toBe(65);
  });

  test('finishes after the last block and then ignores everything', () => {
    let state = run(initialPlayerState(blocks), { type: 'resume' }, { type: 'tick', seconds: 500 });
    expect(state.finished).toBe(true);
    expect(state.elapsedSeconds).toBe(500);
    state = run(state, { type: 'back' }, { type: 'tick', seconds: 10 });
    expect(state.finished).toBe(true);
    expect(state.elapsedSeconds).toBe(500);
  });

  test('skip moves on; back restarts a block under way, then goes to the one before', () => {
    let state = run(
      initialPlayerState(blocks),
      { type: 'resume' },
      { type: 'skip' },
      { type: 'tick', seconds: 5 },
    );
    expect({ index: state.index, remaining: state.remaining }).toEqual({ index: 1, remaining: 25 });
    state = run(state, { type: 'back' });
    expect({ index: state.index, remaining: state.remaining }).toEqual({ index: 1, remaining: 30 });
    state = run(state, { type: 'back' });
    expect({ index: state.index, remaining: state.remaining }).toEqual({ index: 0, remaining: 30 });
    state = run(state, { type: 'back' });
    expect(state.index).toBe(0);
    state = run(state, { type: 'skip' }, { type: 'skip' }, { type: 'skip' });
    expect(state.finished).toBe(true);
  });

  test('counts minutes trained to the nearest whole minute, at least one, never more than the minutes begun', () => {
    const after = (seconds: number) =>
      minutesTrained(run(initialPlayerState(blocks), { type: 'resume' }, { type: 'tick', seconds }));
    expect(after(89)).toBe(1);
    expect(after(90)).toBe(2);
    expect(after(20)).toBe(1);
  });
});

describe('progress kept on the device', () => {
  const blocks = playerBlocks([{ slug: 'taps', minutes: 2 }], lookUp);

  test('restores where the session was, paused, after a reload', () => {
    const before = run(initialPlayerState(blocks), { type: 'resume' }, { type: 'tick', seconds: 42 });
    const restored = restorePlayerState(blocks, JSON.parse(JSON.stringify(progressOf(before))));
    expect(restored).toEqual({ ...before, paused: true });
  });

  test('starts afresh when the kept progress does not fit the plan', () => {
    expect(
      restorePlayerState(blocks, {
        index: 9,
        remaining: 3,
        elapsedSeconds: 1,
        paused: false,
        finished: false,
      }),
    ).toEqual(initialPlayerState(blocks));
  });
});

describe('what the player hears and sees', () => {
  const blocks = playerBlocks([{ slug: 'taps', minutes: 2 }], lookUp);

  test('announces the block, the set, its time and what comes next', () => {
    const state = initialPlayerState(blocks);
    expect(blockAnnouncement(state)).toBe('TAPS: work, set 1 of 2, 30 seconds. Next: rest.');
    expect(blockAnnouncement(run(state, { type: 'skip' }, { type: 'skip' }))).toBe(
      'TAPS: work, set 2 of 2, 30 seconds. Last block.',
    );
    expect(blockAnnouncement(run(state, { type: 'finish' }))).toBe('Session finished. Well done.');
  });

  test('writes times for the timer and for speech', () => {
    expect(clockText(65)).toBe('1:05');
    expect(clockText(0)).toBe('0:00');
    expect(durationText(90)).toBe('1 minute 30 seconds');
    expect(durationText(120)).toBe('2 minutes');
    expect(durationText(1)).toBe('1 second');
  });
});
