import { ButtonLink, PageHeader } from '@dreampitch/ui';
import {
  DEFAULT_AGE_GROUP,
  DRILL_GAME_ID,
  drillPlayRefusal,
  gameCompleteMessage,
  keptOnDeviceMessage,
  MESSAGES,
  serverErrorMessage,
  type Achievement,
} from '@dreampitch/domain';
import { useAuth, useGameStats, useToast } from '@dreampitch/session';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AchievementUnlockedDialog } from '../features/achievements/AchievementUnlockedDialog';
import { DecisionDrill } from '../features/decision-drill/DecisionDrill';
import { DRILL_INTRO, type DrillResult } from '../features/decision-drill/drillMachine';
import { GameTimeGate } from '../features/game-time/GameTimeGate';
import { useGameTimeCheck } from '../features/game-time/api/useGameTimeCheck';
import { useKeptGameTicket } from '../features/game-time/api/useKeptGameTicket';
import '../features/games.css';

type SaveState = 'idle' | 'saving' | 'saved' | 'kept-offline' | 'not-signed-in';

export default function DecisionDrillPage() {
  const { user, loading: authLoading } = useAuth();
  const { startGame, recordGameResult, endGame, recordTicketResult, keepGameTicket, offlineGameTicket } =
    useGameStats();
  const { showToast } = useToast();
  const [unlocked, setUnlocked] = useState<Achievement[]>([]);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const signedIn = user !== null;
  const gameTime = useGameTimeCheck({
    gameId: DRILL_GAME_ID,
    userId: user?.id ?? null,
    authLoading,
    startGame,
    offlineTicket: offlineGameTicket,
  });
  useKeptGameTicket(DRILL_GAME_ID, user?.id ?? null, keepGameTicket);
  const lastGameSaved = useRef<Promise<void>>(undefined);
  const check = gameTime.check;
  const play = check.status === 'allowed' ? check.play : null;
  const unsaved = check.status === 'allowed' ? check.unsaved : null;
  const ticket = check.status === 'allowed' ? check.ticket : null;

  // A game left before it finished ends on the server, so only the time until now counts today.
  const finishedPlay = useRef<string | null>(null);
  useEffect(() => {
    if (!play) return;
    return () => {
      if (finishedPlay.current !== play.id) endGame(play.id);
    };
  }, [play, endGame]);

  const handleFinish = useCallback(
    async (result: DrillResult) => {
      if (!signedIn) {
        setSaveState('not-signed-in');
        showToast(gameCompleteMessage(result.score, result.maxScore), 'success');
        return;
      }
      // Online, the game the server started; offline, the one started from the ticket kept on this device.
      const save = play
        ? () => recordGameResult(play.id, result.answers)
        : ticket && (() => recordTicketResult(ticket, result.answers, result.seconds));
      if (!save) {
        if (unsaved) showToast(unsaved, 'error');
        setSaveState('saved');
        return;
      }
      if (play) finishedPlay.current = play.id;
      if (Object.keys(result.answers).length === 0) {
        // Time ran out before any answer: nothing to save. A started game's time still counts; a ticket stays for the
        // next offline game.
        if (play) endGame(play.id);
        setSaveState('saved');
        return;
      }
      // Timed by this device: a game the server would refuse for good is refused now, and the ticket stays for the next.
      const refusal =
        ticket &&
        drillPlayRefusal(result.answers, {
          elapsedSeconds: result.seconds,
          allowedSeconds: ticket.allowedSeconds,
        });
      if (refusal) {
        showToast(serverErrorMessage(refusal) ?? MESSAGES.failedToSaveGameResult, 'error');
        setSaveState('saved');
        return;
      }
      setSaveState('saving');
      const { newAchievements, keptOnDevice } = await save();
      setSaveState(keptOnDevice ? 'kept-offline' : 'saved');
      showToast(gameCompleteMessage(result.score, result.maxScore), 'success');
      if (newAchievements.length > 0) setUnlocked(newAchievements);
    },
    [signedIn, ticket, play, unsaved, recordTicketResult, recordGameResult, endGame, showToast],
  );

  return (
    <section className="dp-container games-page">
      <PageHeader title="Decision Drill" subtitle={DRILL_INTRO} />
      <GameTimeGate
        check={gameTime.check}
        onRetry={() => gameTime.startAgain()}
        focusRefusal={gameTime.start > 0}
      >
        <DecisionDrill
          key={gameTime.start}
          focusOnStart={gameTime.start > 0}
          timeLimitSeconds={(play ?? ticket)?.allowedSeconds}
          ageGroup={user?.ageGroup ?? DEFAULT_AGE_GROUP}
          onFinish={(result) => {
            lastGameSaved.current = handleFinish(result);
          }}
          onRestart={() => {
            setSaveState('idle');
            // 'Play again' starts a new game, so the parent's daily limit is checked again.
            gameTime.startAgain(lastGameSaved.current);
          }}
          resultsFooter={
            <div className="games-page__after">
              {saveState === 'saving' && <p role="status">Saving your result...</p>}
              {saveState === 'kept-offline' && <p role="status">{keptOnDeviceMessage('offline')}</p>}
              {saveState === 'not-signed-in' && (
                <p>
                  You are not signed in, so this score was not saved. Sign in to keep your points, level up
                  and earn achievements.
                </p>
              )}
              <div className="games-page__actions">
                {saveState === 'not-signed-in' && (
                  <ButtonLink
                    to="/app/auth"
                    state={{ from: { pathname: '/app/games/decision-drill' } }}
                    variant="accent"
                  >
                    Sign in to keep your points
                  </ButtonLink>
                )}
                <ButtonLink to="/app/games" variant="secondary">
                  Back to Game Hub
                </ButtonLink>
              </div>
            </div>
          }
        />
      </GameTimeGate>
      <AchievementUnlockedDialog achievements={unlocked} onClose={() => setUnlocked([])} />
    </section>
  );
}
