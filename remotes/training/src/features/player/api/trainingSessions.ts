import { getBackend } from '@dreampitch/data';
import type { KeptOnDevice, QuickTrackRecord, SessionPlanBlock, TrainingSession } from '@dreampitch/domain';

/**
 * The server's side of the player, as libs/data's Backend declares it: the session with its plan and start, the start
 * noted on the server's clock, and the finish with the minutes trained (kept on the device and sent once when
 * offline).
 */
export interface TrainingSessionApi {
  getTrainingSession(
    sessionId: string,
  ): Promise<{ session: TrainingSession; plan: SessionPlanBlock[]; startedAt: string | null }>;
  startTrainingSession(sessionId: string): Promise<{ startedAt: string }>;
  finishTrainingSession(
    sessionId: string,
    minutesTrained: number,
  ): Promise<{ minutesTrained: number | null; keptOnDevice?: KeptOnDevice }>;
}

export const trainingSessions = (): TrainingSessionApi => getBackend() as unknown as TrainingSessionApi;

/** The session's check-in, as a Quick Track entry (kept on the device and sent later when offline). */
export const saveCheckIn = (record: QuickTrackRecord) => getBackend().addQuickTrackEntry(record);
