import { getGameTimeAllowance } from '@dreampitch/data/family';
import { gameTimeDecision } from '@dreampitch/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export type GameTimeCheck =
  | { status: 'checking' }
  /** `message` is the time left today, or null when no parent set a limit. */
  | { status: 'allowed'; message: string | null }
  /** `message` tells the player why the game cannot start. */
  | { status: 'refused'; message: string }
  | { status: 'failed'; message: string };

/**
 * The daily game-time limit a supervising parent set, checked each time a game is about to start (spec: Supervise
 * level). `start` counts the starts: render the game with it as `key` so every start is a fresh, checked game.
 */
export function useGameTimeCheck({ userId, authLoading }: { userId: string | null; authLoading: boolean }) {
  const [start, setStart] = useState(0);
  const [answer, setAnswer] = useState<{ request: string; check: GameTimeCheck } | null>(null);
  const lastGameSaved = useRef<Promise<unknown>>(Promise.resolve());
  // Signed-out visitors have no parent limit; not asking keeps the data client unloaded for them.
  const request = authLoading || userId === null ? null : `${userId}#${start}`;

  useEffect(() => {
    if (request === null) return;
    let current = true;
    const answerWith = (check: GameTimeCheck) => {
      if (current) setAnswer({ request, check });
    };
    lastGameSaved.current
      // A game that failed to save used no counted time; its error is shown where it was saved.
      .catch(() => undefined)
      .then(() => getGameTimeAllowance())
      .then(
        (allowance) => {
          const decision = gameTimeDecision(allowance);
          answerWith(
            decision.allowed
              ? { status: 'allowed', message: decision.message }
              : { status: 'refused', message: decision.message ?? '' },
          );
        },
        (error: unknown) =>
          answerWith({
            status: 'failed',
            message: error instanceof Error ? error.message : 'Please try again.',
          }),
      );
    return () => {
      current = false;
    };
  }, [request]);

  /**
   * Checks again before a new game. Pass the save of the game just played, so its time counts before the check
   * (a quick 'Play again' would otherwise race it).
   */
  const startAgain = useCallback((gameSaved?: Promise<unknown>) => {
    if (gameSaved) lastGameSaved.current = gameSaved;
    setStart((count) => count + 1);
  }, []);

  const check: GameTimeCheck = authLoading
    ? { status: 'checking' }
    : userId === null
      ? { status: 'allowed', message: null }
      : answer?.request === request
        ? answer.check
        : { status: 'checking' };
  return { check, start, startAgain };
}
