import { getFamilyBackend } from '@dreampitch/data/family';
import { Button, Card } from '@dreampitch/ui';
import { useLoaded } from '../../lib/useLoaded';

/** What the parent is told in the app, e.g. that a 13+ player removed the link (they are also e-mailed). */
export function FamilyNotices({ userId }: { userId: string }) {
  const notices = useLoaded(`family-notices:${userId}`, () => getFamilyBackend().listNotices());
  if (!notices.data || notices.data.length === 0) return null;
  return (
    <ul className="tracker-family-list" aria-label="Family notices">
      {notices.data.map((notice) => (
        <li key={notice.id}>
          <Card padding="sm" role="status" className="tracker-family-row">
            <p>{notice.message}</p>
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                void getFamilyBackend().dismissNotice(notice.id).then(notices.reload, notices.reload)
              }
            >
              Dismiss
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
