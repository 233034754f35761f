import type { Drill } from '@dreampitch/domain';
import { Button, ProgressBar, Switch } from '@dreampitch/ui';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { DrillDiagram } from '../diagram/DrillDiagram';
import { playCue, readCueSettings, writeCueSettings, type CueSettings } from './cues';
import {
  blockAnnouncement,
  clockText,
  currentBlock,
  durationText,
  nextBlock,
  playerReducer,
  progressOf,
  restorePlayerState,
  type PlayerBlock,
  type PlayerProgress,
  type PlayerState,
} from './sessionMachine';
import { useWakeLock } from './useWakeLock';
import './player.css';

/** How often the clock is read; time is counted from the clock, so a late timer (a hidden tab) loses nothing. */
const CLOCK_MILLISECONDS = 250;

function useRunningClock(running: boolean, tick: (seconds: number) => void) {
  useEffect(() => {
    if (!running) return;
    let last = Date.now();
    const timer = window.setInterval(() => {
      const seconds = Math.floor((Date.now() - last) / 1000);
      if (seconds <= 0) return;
      last += seconds * 1000;
      tick(seconds);
    }, CLOCK_MILLISECONDS);
    return () => window.clearInterval(timer);
  }, [running, tick]);
}

export interface SessionPlayerProps {
  blocks: readonly PlayerBlock[];
  /** The drill a block plays, for its diagram and steps. */
  drillBySlug(slug: string): Drill | undefined;
  /** Where the player was, kept on the device (a reload, a lost connection). */
  progress: PlayerProgress | null;
  /** Every change, to keep on the device. */
  onProgress(progress: PlayerProgress): void;
  /** Before the first block runs (the server notes the start); the timer starts once it resolves true. */
  onStart(): Promise<boolean>;
  onFinished(state: PlayerState): void;
}

const blockName = (block: PlayerBlock) =>
  block.kind === 'rest' ? 'Rest' : block.reps ? `${block.reps} reps` : 'Work';

/** The guided player: one block at a time with a large timer, what comes next, and pause, resume, skip and back. */
export function SessionPlayer({
  blocks,
  drillBySlug,
  progress,
  onProgress,
  onStart,
  onFinished,
}: SessionPlayerProps) {
  const [state, dispatch] = useReducer(playerReducer, undefined, () => restorePlayerState(blocks, progress));
  const [cues, setCues] = useState<CueSettings>(readCueSettings);
  const [starting, setStarting] = useState(false);
  const running = !state.paused && !state.finished;
  const block = currentBlock(state);
  const next = nextBlock(state);
  const drill = block ? drillBySlug(block.slug) : undefined;
  const [begun, setBegun] = useState(false);
  const started = begun || state.elapsedSeconds > 0 || state.index > 0;

  const tick = useCallback((seconds: number) => dispatch({ type: 'tick', seconds }), []);
  useRunningClock(running, tick);
  useWakeLock(running);

  useEffect(() => {
    onProgress(progressOf(state));
  }, [state, onProgress]);

  // A cue and the finish at each block change, not at the first render.
  const shownBlock = useRef({ index: state.index, finished: state.finished });
  useEffect(() => {
    const before = shownBlock.current;
    if (before.index === state.index && before.finished === state.finished) return;
    shownBlock.current = { index: state.index, finished: state.finished };
    playCue(cues, state.finished ? 'end' : (currentBlock(state)?.kind ?? 'work'));
    if (state.finished) onFinished(state);
  }, [state, cues, onFinished]);

  const changeCues = (change: Partial<CueSettings>) => {
    const settings = { ...cues, ...change };
    setCues(settings);
    writeCueSettings(settings);
  };

  const start = async () => {
    setStarting(true);
    try {
      if (await onStart()) {
        setBegun(true);
        dispatch({ type: 'resume' });
      }
    } finally {
      setStarting(false);
    }
  };

  if (!block) return null;
  return (
    <div className="training-player">
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {started || running ? blockAnnouncement(state) : ''}
      </p>
      <div className={`training-player__block training-player__block--${block.kind}`}>
        <p className="training-player__drill">{block.title}</p>
        <p className="training-player__what">{`${blockName(block)} · Set ${block.set} of ${block.sets}`}</p>
        <p className="training-player__timer" role="timer" aria-label="Time left in this block">
          {clockText(state.remaining)}
        </p>
        <ProgressBar
          label="Session"
          value={state.index + 1}
          max={blocks.length}
          valueText={`Block ${state.index + 1} of ${blocks.length}`}
        />
        <p className="training-player__next">
          {next
            ? `Next: ${next.kind === 'rest' ? 'Rest' : next.title} (${durationText(next.seconds)})`
            : 'Last block'}
        </p>
      </div>
      <div className="training-player__actions" role="group" aria-label="Session controls">
        <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
          Back
        </Button>
        {running ? (
          <Button onClick={() => dispatch({ type: 'pause' })}>Pause</Button>
        ) : started ? (
          <Button onClick={() => dispatch({ type: 'resume' })}>Resume</Button>
        ) : (
          <Button onClick={() => void start()} loading={starting}>
            Start
          </Button>
        )}
        <Button variant="secondary" onClick={() => dispatch({ type: 'skip' })} disabled={!started}>
          Skip
        </Button>
        <Button variant="ghost" onClick={() => dispatch({ type: 'finish' })} disabled={!started}>
          End session now
        </Button>
      </div>
      <fieldset className="training-player__cues">
        <legend>Cues at each new block</legend>
        <Switch label="Sound" checked={cues.sound} onCheckedChange={(sound) => changeCues({ sound })} />
        <Switch
          label="Vibration"
          checked={cues.vibration}
          onCheckedChange={(vibration) => changeCues({ vibration })}
        />
      </fieldset>
      {drill && (
        <section className="training-player__drill-card" aria-label={`How to do ${drill.title}`}>
          <DrillDiagram
            key={drill.slug}
            diagram={drill.diagram}
            drillSteps={drill.steps}
            title={drill.title}
          />
          <ol>
            {drill.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
