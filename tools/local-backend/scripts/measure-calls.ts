/**
 * Requests and wall time of three user actions, as the app makes them: starting a Decision Drill (the session's
 * `startGame`, which also answers today's game time), finishing it (`recordGameResult`) and saving wizard goals as a
 * signed-in player (`saveGoals`). Real supabase-js over HTTP to an
 * in-memory local backend; every fetch the client makes is counted. Median of 20 runs after one warm-up.
 * Usage: `npm run measure:calls`.
 */
import { createMemoryStorage, SupabaseBackend } from '@dreampitch/data';
import {
  createGoal,
  createTrainingSession,
  DRILL_GAME_ID,
  DRILL_SCENARIOS,
  templateGoals,
  type Goal,
} from '@dreampitch/domain';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import ws from 'ws';
import { startLocalBackend } from '../src/index';
import { backdateGamePlay, GAME_CLOCK_SEED_SQL } from '../src/test-support';

const RUNS = 20;
// A finished drill needs the time a person takes: the seed moves each game's start back instead of waiting.
const local = await startLocalBackend({ port: 0, dataDir: 'memory', seedSql: GAME_CLOCK_SEED_SQL });
let requests = 0;
const countingFetch: typeof fetch = (input, init) => {
  requests += 1;
  return fetch(input, init);
};

async function signedInPlayer(): Promise<{ backend: SupabaseBackend; userId: string }> {
  const backend = new SupabaseBackend({
    url: local.url,
    anonKey: local.anonKey,
    storage: createMemoryStorage(),
    clientOptions: {
      global: { fetch: countingFetch },
      realtime: { transport: ws as unknown as typeof WebSocket },
    },
  });
  const user = await backend.signUp({
    email: `measure-${randomUUID()}@example.com`,
    password: 'measure-password-1',
    firstName: 'Measure',
    lastName: 'Player',
    accountType: 'player',
    age: 14,
    parentEmail: `parent-${randomUUID()}@example.com`,
  });
  return { backend, userId: user.id };
}

/** Requests and milliseconds of `action`, median of RUNS after a warm-up; `prepare` runs uncounted before each. */
async function measure<T>(prepare: () => Promise<T>, action: (input: T) => Promise<unknown>) {
  const samples: { requests: number; ms: number }[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const input = await prepare();
    requests = 0;
    const started = performance.now();
    await action(input);
    if (run > 0) samples.push({ requests, ms: performance.now() - started });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return {
    requests: median(samples.map((sample) => sample.requests)),
    medianMs: Math.round(median(samples.map((sample) => sample.ms)) * 10) / 10,
  };
}

/** The wizard's two goals, each with one planned session, as the wizard builds them. */
function wizardGoals(): Goal[] {
  const now = new Date();
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  return templateGoals('13-17', 'technical')
    .slice(0, 2)
    .map((template) => {
      const id = randomUUID();
      const session = createTrainingSession({
        id: randomUUID(),
        now,
        sessionDate: tomorrow,
        startTime: '17:00',
      });
      return createGoal(template, { id, ageGroup: '13-17', now, sessions: [session] });
    });
}

try {
  const player = await signedInPlayer();
  const answers = Object.fromEntries(
    DRILL_SCENARIOS.map((scenario) => [scenario.id, scenario.options[0]?.id ?? '']),
  );
  // Another player: each of them starts fewer than GAMES_PER_HOUR games here.
  const starter = await signedInPlayer();
  const start = await measure(
    async () => starter,
    ({ backend }) => backend.startGame(DRILL_GAME_ID),
  );
  const drill = await measure(
    async () => {
      const { play } = await player.backend.startGame(DRILL_GAME_ID);
      if (!play) throw new Error('no game started');
      await backdateGamePlay(local, play.id, 95);
      return play.id;
    },
    (playId) => player.backend.recordGameResult(playId, answers),
  );
  const wizard = await measure(signedInPlayer, ({ backend, userId }) =>
    backend.saveGoals(wizardGoals(), userId),
  );
  const report = {
    'start a Decision Drill': start,
    'finish a Decision Drill': drill,
    'save 2 wizard goals (signed in)': wizard,
  };
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  process.stdout.write(`${JSON.stringify(report, null, 2)}\nruns: ${RUNS} (median), load average: ${load}\n`);
} finally {
  await local.stop();
}
