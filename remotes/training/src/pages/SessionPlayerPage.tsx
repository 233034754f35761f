import {
  DEFAULT_AGE_GROUP,
  errorMessage,
  keptOnDeviceMessage,
  PAGE_TITLES,
  SESSION_PLAYER_MESSAGES,
  type Drill,
  type KeptOnDevice,
  type Pillar,
  type QuickTrackRecord,
  type SessionPlanBlock,
} from '@dreampitch/domain';
import { useAuth, useToast } from '@dreampitch/session';
import { ButtonLink, PageHeader, Spinner } from '@dreampitch/ui';
import { useParams } from '@dreampitch/ui/router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { saveCheckIn, trainingSessions } from '../features/player/api/trainingSessions';
import { CheckIn } from '../features/player/CheckIn';
import { SessionPlayer } from '../features/player/SessionPlayer';
import {
  initialPlayerState,
  minutesTrained,
  playerBlocks,
  type PlayerProgress,
} from '../features/player/sessionMachine';
import { forgetStoredSession, readStoredSession, writeStoredSession } from '../features/player/storedSession';
import { useDrillContent } from '../features/library/drillContent';
import '../features/library/library.css';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'done-before' }
  | { status: 'ready'; plan: SessionPlanBlock[]; startedAt: string | null; progress: PlayerProgress | null };

const START_NEEDS_NETWORK =
  'Connect to the internet to start: the server notes when a session starts so that its minutes count. Once started, the session goes on offline.';

const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

/** The pillar most of the plan's drills train: the check-in's activity. */
function mainPillar(
  plan: readonly SessionPlanBlock[],
  drillBySlug: (slug: string) => Drill | undefined,
): Pillar {
  const counts = new Map<Pillar, number>();
  for (const block of plan) {
    const drill = drillBySlug(block.slug);
    if (drill && drill.role === 'main')
      counts.set(drill.pillar, (counts.get(drill.pillar) ?? 0) + block.minutes);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'technical';
}

function useTrainingSession(sessionId: string) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    const stored = readStoredSession(sessionId);
    trainingSessions()
      .getTrainingSession(sessionId)
      .then(
        ({ session, plan, startedAt }) => {
          if (!current) return;
          if (session.completed && !stored) setLoaded({ status: 'done-before' });
          else setLoaded({ status: 'ready', plan, startedAt, progress: stored?.progress ?? null });
        },
        (error: unknown) => {
          if (!current) return;
          // Offline mid-session: the plan and the progress kept on the device carry on.
          if (stored)
            setLoaded({ status: 'ready', plan: stored.plan, startedAt: null, progress: stored.progress });
          else
            setLoaded({ status: 'failed', message: errorMessage(error, SESSION_PLAYER_MESSAGES.notOpened) });
        },
      );
    return () => {
      current = false;
    };
  }, [sessionId]);
  return loaded;
}

/** The guided session player (/app/training/session/:id): the session's plan, block by block, then its check-in. */
export default function SessionPlayerPage() {
  const { id: sessionId = '' } = useParams();
  const { user } = useAuth();
  const { showToast } = useToast();
  const loaded = useTrainingSession(sessionId);
  const { drillBySlug } = useDrillContent();
  const plan = loaded.status === 'ready' ? loaded.plan : null;
  const blocks = useMemo(() => (plan ? playerBlocks(plan, drillBySlug) : []), [plan, drillBySlug]);
  const [startedAt, setStartedAt] = useState<string | null>(null);
  const [finishedMinutes, setFinishedMinutes] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [counted, setCounted] = useState<{
    minutes: number;
    keptOnDevice?: KeptOnDevice;
    synced?: boolean;
  } | null>(null);

  const restored = loaded.status === 'ready' ? loaded.progress : null;
  const finishedBefore =
    restored?.finished === true ? minutesTrained({ ...initialPlayerState(blocks), ...restored }) : null;
  const minutes = finishedMinutes ?? finishedBefore;

  const keep = useCallback(
    (progress: PlayerProgress) => {
      if (plan) writeStoredSession(sessionId, { plan, progress });
    },
    [plan, sessionId],
  );

  const start = useCallback(async () => {
    if (startedAt || (loaded.status === 'ready' && loaded.startedAt)) return true;
    try {
      const started = await trainingSessions().startTrainingSession(sessionId);
      setStartedAt(started.startedAt);
      return true;
    } catch (error) {
      showToast(errorMessage(error, START_NEEDS_NETWORK), 'error');
      return false;
    }
  }, [loaded, sessionId, showToast, startedAt]);

  const finish = async (checkIn: QuickTrackRecord | null) => {
    if (minutes === null) return;
    setBusy(true);
    try {
      const finished = await trainingSessions().finishTrainingSession(sessionId, minutes);
      if (checkIn) {
        await saveCheckIn(checkIn).catch((error: unknown) =>
          showToast(errorMessage(error, SESSION_PLAYER_MESSAGES.checkInNotSaved), 'error'),
        );
      }
      // Kept on the device, the finish waits in the device queue (localStorage), which sends it once.
      forgetStoredSession(sessionId);
      setCounted({ minutes: finished.minutesTrained ?? minutes, keptOnDevice: finished.keptOnDevice });
    } catch (error) {
      // The progress stays on the device (finished), so Finish can be pressed again.
      showToast(errorMessage(error, SESSION_PLAYER_MESSAGES.notFinished), 'error');
    } finally {
      setBusy(false);
    }
  };

  const waitingOnDevice = counted?.keptOnDevice !== undefined;
  useEffect(() => {
    if (!waitingOnDevice) return;
    return trainingSessions().onFinishSynced(sessionId, () =>
      setCounted((current) => current && { minutes: current.minutes, synced: true }),
    );
  }, [sessionId, waitingOnDevice]);

  const header = <PageHeader title={PAGE_TITLES.trainingSession} />;
  let body;
  if (loaded.status === 'loading') body = <Spinner label="Opening your session" />;
  else if (loaded.status === 'failed')
    body = (
      <>
        <p role="alert">{loaded.message}</p>
        <ButtonLink to="/app/goal-tracker">Open the Goal Tracker</ButtonLink>
      </>
    );
  else if (loaded.status === 'done-before')
    body = (
      <>
        <p>This session is already done. Plan another one in the Goal Tracker.</p>
        <ButtonLink to="/app/goal-tracker">Open the Goal Tracker</ButtonLink>
      </>
    );
  else if (blocks.length === 0)
    body = (
      <>
        <p>
          This session has no drills yet. Add some to its plan in the Goal Tracker, or pick one in the
          library.
        </p>
        <ButtonLink to="/app/training">Open the Drill Library</ButtonLink>
      </>
    );
  else if (counted)
    body = (
      <div className="training-player__done">
        <p role="status">
          {counted.keptOnDevice
            ? `${minutesText(counted.minutes)} trained. ${keptOnDeviceMessage(counted.keptOnDevice)}`
            : counted.synced
              ? `Session done: ${minutesText(counted.minutes)} trained. ${SESSION_PLAYER_MESSAGES.finishSynced}`
              : `Session done: ${minutesText(counted.minutes)} trained. It counts towards your streak.`}
        </p>
        <div className="training-player__actions">
          <ButtonLink to="/app/goal-tracker">Back to the Goal Tracker</ButtonLink>
          <ButtonLink to="/app/training" variant="secondary">
            Find another drill
          </ButtonLink>
        </div>
      </div>
    );
  else if (minutes !== null)
    body = (
      <div className="training-player__done">
        <h2 tabIndex={-1} ref={(heading) => heading?.focus()}>
          {`Well done: ${minutesText(minutes)} trained`}
        </h2>
        <CheckIn
          ageGroup={user?.ageGroup ?? DEFAULT_AGE_GROUP}
          pillar={mainPillar(loaded.plan, drillBySlug)}
          summary={`Trained ${minutesText(minutes)}: ${[...new Set(blocks.map((block) => block.title))].join(', ')}.`}
          busy={busy}
          onFinish={(checkIn) => void finish(checkIn)}
        />
      </div>
    );
  else
    body = (
      <SessionPlayer
        blocks={blocks}
        drillBySlug={drillBySlug}
        progress={loaded.progress}
        onProgress={keep}
        onStart={start}
        onFinished={(state) => setFinishedMinutes(minutesTrained(state))}
      />
    );

  return (
    <section className="dp-container training-page">
      {header}
      {body}
    </section>
  );
}
