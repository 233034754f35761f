import { LABELS, type QuickTrackRecord } from '@dreampitch/domain';
import { formatShortDate } from '../../lib/dates';
import { quickTrackSummary } from './quickTrackSummary';

export const HISTORY_LENGTH = 10;

/** The newest Quick Track entries, newest first. */
export function QuickTrackHistory({ entries }: { entries: readonly QuickTrackRecord[] }) {
  if (entries.length === 0) {
    return <p className="tracker-muted">No check-ins yet. Log your first one above!</p>;
  }
  return (
    <ol className="tracker-history" aria-label="Your check-ins">
      {entries.slice(0, HISTORY_LENGTH).map((entry, index) => (
        <li key={entry.id ?? `${entry.date}-${index}`} className="tracker-history__item">
          <time dateTime={entry.date} className="tracker-history__date">
            {formatShortDate(entry.date)}
          </time>
          <span>{quickTrackSummary(entry)}</span>
          {entry.keptOnDevice && <span className="tracker-muted">{LABELS.onThisDevice}</span>}
        </li>
      ))}
    </ol>
  );
}
