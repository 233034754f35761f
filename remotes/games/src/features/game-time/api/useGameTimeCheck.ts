import { DataError } from '@dreampitch/data';
import {
  errorMessage,
  gameTimeDecision,
  MESSAGES,
  type GameId,
  type GamePlay,
  type StartedGame,
} from '@dreampitch/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export type GameTimeCheck =
  | { status: 'checking' }
  /**
   * `message` is the time left today, or null when no parent set a limit. `play` is the game the server started (its
   * id saves the result); null when signed out, or when the server keeps nothing yet: `unsaved` then says why.
   */
  | { status: 'allowed'; message: string | null; play: GamePlay | null; unsaved: string | null }
  /** `message` tells the player why the game cannot start. */
  | { status: 'refused'; title: string; message: string }
  | { status: 'failed'; message: string };

const NO_MORE_GAMES_TODAY = 'No more games today';

/** What the player is told about a start the server answered or refused. */
function checkOf(started: StartedGame | null): GameTimeCheck {
  if (!started) return { status: 'allowed', message: null, play: null, unsaved: null };
  const decision = gameTimeDecision(started.allowance);
  return started.play
    ? { status: 'allowed', message: decision.message, play: started.play, unsaved: null }
    : { status: 'refused', title: NO_MORE_GAMES_TODAY, message: decision.message ?? '' };
}

function checkOfRefusal(error: unknown): GameTimeCheck {
  if (error instanceof DataError && error.code === 'consent_pending') {
    // The game plays on the device; the server keeps nothing of a child before a parent consents.
    return { status: 'allowed', message: null, play: null, unsaved: error.message };
  }
  if (error instanceof DataError && error.code === 'too_many_games') {
    return { status: 'refused', title: 'Time for a break', message: error.message };
  }
  return { status: 'failed', message: errorMessage(error, MESSAGES.somethingWentWrongTryAgain) };
}

/**
 * Each game is started by the server (its clock times the game) within the daily game-time limit a supervising parent
 * set (spec: Supervise level): one request answers both. `start` counts the starts: render the game with it as `key`
 * so every start is a fresh, server-started game.
 */
export function useGameTimeCheck({
  gameId,
  userId,
  authLoading,
  startGame,
}: {
  gameId: GameId;
  userId: string | null;
  authLoading: boolean;
  startGame: (gameId: GameId) => Promise<StartedGame | null>;
}) {
  const [start, setStart] = useState(0);
  const [answer, setAnswer] = useState<{ request: string; check: GameTimeCheck } | null>(null);
  const lastGameSaved = useRef<Promise<unknown>>(Promise.resolve());
  // Signed-out visitors have no server game; not asking keeps the data client unloaded for them.
  const request = authLoading || userId === null ? null : `${userId}#${start}`;

  useEffect(() => {
    if (request === null) return;
    let current = true;
    const answerWith = (check: GameTimeCheck) => {
      if (current) setAnswer({ request, check });
    };
    lastGameSaved.current
      // A game that failed to save shows its error where it was saved; the next one starts all the same.
      .catch(() => undefined)
      .then(() => startGame(gameId))
      .then(
        (started) => answerWith(checkOf(started)),
        (error: unknown) => answerWith(checkOfRefusal(error)),
      );
    return () => {
      current = false;
    };
  }, [request, gameId, startGame]);

  /**
   * Starts a new game. Pass the save of the game just played: a new start ends the game still open on the server, so
   * a quick 'Play again' must wait for the save it would otherwise race (and its time counts before the check).
   */
  const startAgain = useCallback((gameSaved?: Promise<unknown>) => {
    if (gameSaved) lastGameSaved.current = gameSaved;
    setStart((count) => count + 1);
  }, []);

  const check: GameTimeCheck = authLoading
    ? { status: 'checking' }
    : userId === null
      ? checkOf(null)
      : answer?.request === request
        ? answer.check
        : { status: 'checking' };
  return { check, start, startAgain };
}
