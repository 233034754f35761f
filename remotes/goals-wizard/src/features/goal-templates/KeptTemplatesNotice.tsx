import { keptCopyMessage } from '@dreampitch/domain';
import { Card } from '@dreampitch/ui';

/** Says, while the templates shown are the copy this device kept (offline), that it is offline and how old they are. */
export function KeptTemplatesNotice({ keptAt }: { keptAt: string | null }) {
  return keptAt === null ? null : (
    <Card tone="muted" padding="sm" role="status">
      {keptCopyMessage(new Date(keptAt))}
    </Card>
  );
}
