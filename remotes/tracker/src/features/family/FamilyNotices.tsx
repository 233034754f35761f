import { Button, Card } from '@dreampitch/ui';
import { familyCommands, useFamilyNotices } from './api/useFamily';

/** What the parent is told in the app, e.g. that a 13+ player removed the link (they are also e-mailed). */
export function FamilyNotices({ userId }: { userId: string }) {
  const notices = useFamilyNotices(userId);
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
                void familyCommands.dismissNotice(notice.id).then(notices.reload, notices.reload)
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
