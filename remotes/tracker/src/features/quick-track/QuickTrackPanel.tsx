import { getBackend } from '@dreampitch/data';
import {
  MESSAGES,
  errorMessage,
  keptOnDeviceMessage,
  type AgeGroup,
  type QuickTrackRecord,
} from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { ErrorMessage, Section, Spinner } from '@dreampitch/ui';
import { localIsoDate } from '../../lib/dates';
import { useLoaded } from '../../lib/useLoaded';
import { ProgressChart } from './ProgressChart';
import { fourWeekBuckets } from './progressChart';
import { QuickTrackForm } from './QuickTrackForm';
import { QuickTrackHistory } from './QuickTrackHistory';
import './quick-track.css';

/** Enough entries for 4 weeks of daily logging and a little more. */
const ENTRIES_TO_LOAD = 60;

export interface QuickTrackPanelProps {
  ageGroup: AgeGroup;
  /** The signed-in user's id, or null for a visitor (who sees the form and an invitation to sign in). */
  userId: string | null;
}

export function QuickTrackPanel({ ageGroup, userId }: QuickTrackPanelProps) {
  const { showToast } = useToast();
  const entries = useLoaded(userId, () => getBackend().listQuickTrackEntries(ENTRIES_TO_LOAD));

  async function save(record: QuickTrackRecord) {
    try {
      const saved = await getBackend().addQuickTrackEntry(record);
      entries.setData((current) => [saved, ...(current ?? [])]);
      // Kept on this device is not a failure: the check-in is there and syncs later.
      if (saved.keptOnDevice) showToast(keptOnDeviceMessage(saved.keptOnDevice), 'info');
      else showToast(MESSAGES.quickTrackSaved, 'success');
    } catch (error) {
      showToast(errorMessage(error, MESSAGES.quickTrackSaveFailed), 'error');
    }
  }

  return (
    <Section
      title="Quick Track"
      description="Log today's training in a few seconds."
      className="tracker-quick-track"
    >
      <div className="tracker-quick-track__layout">
        <QuickTrackForm ageGroup={ageGroup} signedIn={userId !== null} onSave={save} />
        {userId !== null && (
          <div className="tracker-quick-track__progress">
            {entries.loading && <Spinner label="Loading your check-ins…" centered />}
            {entries.error && (
              <ErrorMessage title="Could not load your check-ins" onRetry={entries.reload}>
                {entries.error.message}
              </ErrorMessage>
            )}
            {entries.data && (
              <>
                <ProgressChart buckets={fourWeekBuckets(entries.data, localIsoDate())} />
                <h3 className="tracker-subheading">Recent check-ins</h3>
                <QuickTrackHistory entries={entries.data} />
              </>
            )}
          </div>
        )}
      </div>
    </Section>
  );
}
