import type { FamilyLink } from '@dreampitch/domain';
import { Button, Card, Section } from '@dreampitch/ui';
import { useFamilyActions } from './api/useFamily';
import { EmailInviteForm } from './EmailInviteForm';

/** The parent invites a player by e-mail, and sees (and can withdraw) the invitations not yet accepted. */
export function InvitePlayer({ invites }: { invites: FamilyLink[] }) {
  const family = useFamilyActions();
  return (
    <Section title="Invite a Player" className="tracker-family-no-print">
      {invites.length > 0 && (
        <ul className="tracker-family-list">
          {invites.map((link) => (
            <li key={link.id}>
              <Card padding="sm" className="tracker-family-row">
                <p>
                  Waiting for <strong>{link.child.email}</strong> to accept.
                </p>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void family.removeLink(link, 'Invitation withdrawn.')}
                >
                  Withdraw
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <EmailInviteForm
        label="Player's email"
        hint="The player accepts from the Family panel of their goal tracker."
        submitLabel="Send Invite"
        onSubmit={family.inviteChild}
      />
    </Section>
  );
}
