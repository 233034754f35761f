import type { FamilyNotice } from '@dreampitch/data/family';
import { Button, Card } from '@dreampitch/ui';
import { useFamilyActions } from './api/useFamily';

/** What the parent is told in the app, e.g. that a 13+ player removed the link (they are also e-mailed). */
export function FamilyNotices({ notices }: { notices: FamilyNotice[] }) {
  const family = useFamilyActions();
  return (
    <ul className="tracker-family-list" aria-label="Family notices">
      {notices.map((notice) => (
        <li key={notice.id}>
          <Card padding="sm" role="status" className="tracker-family-row">
            <p>{notice.message}</p>
            <Button size="sm" variant="ghost" onClick={() => void family.dismissNotice(notice.id)}>
              Dismiss
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
