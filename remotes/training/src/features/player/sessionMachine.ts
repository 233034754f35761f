import type { Drill, SessionPlanBlock } from '@dreampitch/domain';

/** One timed block of a session: a set's work, or the rest after it. */
export interface PlayerBlock {
  /** Index of the plan block (the drill) this belongs to. */
  drillIndex: number;
  slug: string;
  title: string;
  kind: 'work' | 'rest';
  /** 1-based set number and the drill's set count in this session. */
  set: number;
  sets: number;
  seconds: number;
  /** For a reps dose: how many reps the set asks for. */
  reps?: number;
}

/**
 * The blocks of a plan: each drill's dose as sets of work and rest, with as many sets as fit in the minutes the plan
 * gives it (at least one), and no rest after a drill's last set. A block naming a drill the library does not have is
 * left out.
 */
export function playerBlocks(
  plan: readonly SessionPlanBlock[],
  drillBySlug: (slug: string) => Drill | undefined,
): PlayerBlock[] {
  return plan.flatMap((block, drillIndex) => {
    const drill = drillBySlug(block.slug);
    if (!drill) return [];
    const { dose } = drill;
    const setSeconds = dose.workSeconds + dose.restSeconds;
    const sets = Math.max(1, Math.floor((block.minutes * 60 + dose.restSeconds) / setSeconds));
    const base = { drillIndex, slug: drill.slug, title: drill.title, sets };
    return Array.from({ length: sets }, (_, index) => {
      const set = index + 1;
      const work: PlayerBlock = {
        ...base,
        kind: 'work',
        set,
        seconds: dose.workSeconds,
        ...(dose.kind === 'reps' ? { reps: dose.reps } : {}),
      };
      const rest: PlayerBlock = { ...base, kind: 'rest', set, seconds: dose.restSeconds };
      return set < sets && dose.restSeconds > 0 ? [work, rest] : [work];
    }).flat();
  });
}

export interface PlayerState {
  blocks: readonly PlayerBlock[];
  /** The block on screen. */
  index: number;
  /** Seconds left in it. */
  remaining: number;
  /** Seconds trained, paused time excluded (what the session's minutes are counted from). */
  elapsedSeconds: number;
  paused: boolean;
  finished: boolean;
}

/** What the device keeps of a running session, so a reload carries on where it was. */
export type PlayerProgress = Omit<PlayerState, 'blocks'>;

export type PlayerAction =
  | { type: 'tick'; seconds: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'skip' }
  | { type: 'back' }
  | { type: 'finish' };

/** A session before its first block starts: paused, so the timer waits for the player's "Start". */
export function initialPlayerState(blocks: readonly PlayerBlock[]): PlayerState {
  return {
    blocks,
    index: 0,
    remaining: blocks[0]?.seconds ?? 0,
    elapsedSeconds: 0,
    paused: true,
    finished: blocks.length === 0,
  };
}

/** The state kept on the device, over the blocks of the same plan; a progress that does not fit them is ignored. */
export function restorePlayerState(
  blocks: readonly PlayerBlock[],
  progress: PlayerProgress | null,
): PlayerState {
  const block = progress ? blocks[progress.index] : undefined;
  if (!progress || !block || progress.remaining < 0 || progress.remaining > block.seconds)
    return initialPlayerState(blocks);
  // A reload is a break: the timer waits for "Resume" rather than running on while the page comes back.
  return { ...progress, blocks, paused: true };
}

export const progressOf = ({ blocks: _blocks, ...progress }: PlayerState): PlayerProgress => progress;

export const currentBlock = (state: PlayerState): PlayerBlock | undefined => state.blocks[state.index];
export const nextBlock = (state: PlayerState): PlayerBlock | undefined => state.blocks[state.index + 1];

/**
 * Whole minutes trained, to the nearest, at least 1: what the server records. It takes 1 to 180 and refuses more than
 * the minutes begun since the start, which time trained (the start came first, pauses are not counted) never exceeds.
 */
export const minutesTrained = (state: PlayerState) => Math.max(1, Math.round(state.elapsedSeconds / 60));

function goTo(state: PlayerState, index: number): PlayerState {
  const block = state.blocks[index];
  if (!block)
    return { ...state, index: state.blocks.length - 1, remaining: 0, finished: true, paused: false };
  return { ...state, index, remaining: block.seconds };
}

/**
 * The player's rules: time runs only while not paused and counts as trained; a block that runs out moves to the next
 * (several at once after a long tick), the last one finishes the session; skip and back move one block, back to the
 * start of the current block first when it is under way. A finished session changes no more.
 */
export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  if (state.finished) return state;
  switch (action.type) {
    case 'pause':
      return { ...state, paused: true };
    case 'resume':
      return { ...state, paused: false };
    case 'finish':
      return { ...state, finished: true, paused: false };
    case 'skip':
      return goTo(state, state.index + 1);
    case 'back': {
      const block = currentBlock(state);
      if (block && state.remaining < block.seconds) return { ...state, remaining: block.seconds };
      return state.index > 0 ? goTo(state, state.index - 1) : state;
    }
    case 'tick': {
      if (state.paused || action.seconds <= 0) return state;
      let next: PlayerState = { ...state, elapsedSeconds: state.elapsedSeconds + action.seconds };
      let left = action.seconds;
      while (!next.finished && left >= next.remaining) {
        left -= next.remaining;
        next = goTo(next, next.index + 1);
      }
      return next.finished ? next : { ...next, remaining: next.remaining - left };
    }
  }
}

/** What a screen reader hears when a block starts: the drill, work or rest, the set, the time, what comes next. */
export function blockAnnouncement(state: PlayerState): string {
  if (state.finished) return 'Session finished. Well done.';
  const block = currentBlock(state);
  if (!block) return '';
  const next = nextBlock(state);
  const what = block.kind === 'work' ? (block.reps ? `${block.reps} reps` : 'work') : 'rest';
  const nextText = next ? ` Next: ${next.kind === 'rest' ? 'rest' : next.title}.` : ' Last block.';
  return `${block.title}: ${what}, set ${block.set} of ${block.sets}, ${durationText(block.seconds)}.${nextText}`;
}

/** "45 seconds", "2 minutes", "1 minute 30 seconds". */
export function durationText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    minutes > 0 ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` : '',
    rest > 0 || minutes === 0 ? `${rest} ${rest === 1 ? 'second' : 'seconds'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** "1:05" for the large timer. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
