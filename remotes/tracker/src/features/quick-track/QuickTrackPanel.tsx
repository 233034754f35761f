import type { AgeGroup } from '@dreampitch/domain';
import { ErrorMessage, Section, Spinner } from '@dreampitch/ui';
import { localIsoDate } from '../../lib/dates';
import { useQuickTrackEntries, useSaveQuickTrack } from './api/useQuickTrack';
import { ProgressChart } from './ProgressChart';
import { fourWeekBuckets } from './progressChartData';
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
  const entries = useQuickTrackEntries(userId, ENTRIES_TO_LOAD);
  const save = useSaveQuickTrack(entries);

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
