import { DataError } from '@dreampitch/data';
import {
  errorMessage,
  gameTimeDecision,
  isNetworkFailure,
  MESSAGES,
  type GameId,
  type GamePlay,
  type GameTicket,
  type StartedGame,
} from '@dreampitch/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export type GameTimeCheck =
  | { status: 'checking' }
  /**
   * `message` is the time left today, or null when no parent set a limit. `play` is the game the server started (its
   * id saves the result); null when signed out, when the server keeps nothing yet (`unsaved` then says why), or
   * offline, when the game starts from the `ticket` kept on this device (`message` then says it is saved there).
   */
  | {
      status: 'allowed';
      message: string | null;
      play: GamePlay | null;
      unsaved: string | null;
      ticket: GameTicket | null;
    }
  /** `message` tells the player why the game cannot start. */
  | { status: 'refused'; title: string; message: string }
  | { status: 'failed'; message: string };

const NO_MORE_GAMES_TODAY = 'No more games today';

const ALLOWED = { status: 'allowed', message: null, play: null, unsaved: null, ticket: null } as const;

/** What the player is told about a start the server answered or refused. */
function checkOf(started: StartedGame | null): GameTimeCheck {
  if (!started) return ALLOWED;
  const decision = gameTimeDecision(started.allowance);
  return started.play
    ? { ...ALLOWED, message: decision.message, play: started.play }
    : { status: 'refused', title: NO_MORE_GAMES_TODAY, message: decision.message ?? '' };
}

/** Offline no game starts on the server: it starts from the ticket kept on this device, or not at all. */
async function checkOffline(offlineTicket: () => Promise<GameTicket | null>): Promise<GameTimeCheck> {
  const ticket = await offlineTicket();
  return ticket
    ? { ...ALLOWED, message: MESSAGES.offlineGameFromTicket, ticket }
    : { status: 'failed', message: MESSAGES.offlineNeedsConnection };
}

function checkOfRefusal(error: unknown): GameTimeCheck {
  if (error instanceof DataError && error.code === 'consent_pending') {
    // The game plays on the device; the server keeps nothing of a child before a parent consents.
    return { ...ALLOWED, unsaved: error.message };
  }
  if (error instanceof DataError && error.code === 'too_many_games') {
    return { status: 'refused', title: 'Time for a break', message: error.message };
  }
  return { status: 'failed', message: errorMessage(error, MESSAGES.somethingWentWrongTryAgain) };
}

/**
 * Each game is started by the server (its clock times the game) within the daily game-time limit a supervising parent
 * set (spec: Supervise level): one request answers both; offline, from the ticket kept on this device instead. `start`
 * counts the starts: render the game with it as `key` so every start is a fresh game.
 */
export function useGameTimeCheck({
  gameId,
  userId,
  authLoading,
  startGame,
  offlineTicket,
}: {
  gameId: GameId;
  userId: string | null;
  authLoading: boolean;
  startGame: (gameId: GameId) => Promise<StartedGame | null>;
  /** The ticket kept on this device for a game started offline (useGameStats `offlineGameTicket`). */
  offlineTicket: () => Promise<GameTicket | null>;
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
        async (error: unknown) =>
          answerWith(isNetworkFailure(error) ? await checkOffline(offlineTicket) : checkOfRefusal(error)),
      );
    return () => {
      current = false;
    };
  }, [request, gameId, startGame, offlineTicket]);

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
