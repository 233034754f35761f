import { keptCopyMessage } from '@dreampitch/domain';
import './keptCopy.css';

/** KeptCopyNotice's words: a polite status, read once when it appears, not an alert (nothing failed). */
export default function KeptCopyWords({ keptAt }: { keptAt: string }) {
  return (
    <p className="kept-copy-notice" role="status">
      {keptCopyMessage(new Date(keptAt))}
    </p>
  );
}
