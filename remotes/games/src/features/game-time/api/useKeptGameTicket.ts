import type { GameId } from '@dreampitch/domain';
import { useEffect } from 'react';

/**
 * While a signed-in player is on a games page online, one ticket for an offline game is kept on this device, so the
 * game can start at the pitch without signal (the server reserves it under start_game's rules).
 */
export function useKeptGameTicket(
  gameId: GameId,
  userId: string | null,
  keepGameTicket: (gameId: GameId) => void,
) {
  useEffect(() => {
    if (userId) keepGameTicket(gameId);
  }, [gameId, userId, keepGameTicket]);
}
