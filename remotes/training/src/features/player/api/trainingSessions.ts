import { getBackend } from '@dreampitch/data';
import type { QuickTrackRecord } from '@dreampitch/domain';

/**
 * The server's side of the player: the session with its plan and start, the start noted on the server's clock, and the
 * finish with the minutes trained (kept on the device and sent once when offline).
 */
export const trainingSessions = () => getBackend();

/** The session's check-in, as a Quick Track entry (kept on the device and sent later when offline). */
export const saveCheckIn = (record: QuickTrackRecord) => getBackend().addQuickTrackEntry(record);
