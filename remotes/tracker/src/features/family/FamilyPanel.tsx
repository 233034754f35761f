import {
  FAMILY_LEVEL_INFO,
  CONSENT_PENDING_STORAGE_NOTE,
  gameTimeDecision,
  isParentConsentPending,
  otherPartyName,
  PARENT_CONSENT_PENDING_LABEL,
  PARENT_MANAGED_BELOW_AGE,
  PILLAR_LABELS,
  type AppUser,
  type FamilyLink,
} from '@dreampitch/domain';
import { Badge, Button, Card, ConfirmDialog, ErrorMessage, Icon, Section, Spinner } from '@dreampitch/ui';
import { useFamilyActions, useFamilyLinks, useFamilyMessages, useGameTimeAllowance } from './api/useFamily';
import { EmailInviteForm } from './EmailInviteForm';
import './family.css';

/** The player's Family panel: who can see my data and at which level, requests, invites, parent messages. */
export function FamilyPanel({ user }: { user: AppUser }) {
  const links = useFamilyLinks(user.id);
  const confirmed = (links.data ?? []).filter((link) => link.status === 'confirmed');
  const messages = useFamilyMessages(user.id, confirmed.length > 0);
  const allowance = useGameTimeAllowance(confirmed.length > 0 ? user.id : null);
  const family = useFamilyActions();

  const list = links.data ?? [];
  const consentPending = links.data !== null && isParentConsentPending(user.age, list);
  const openSuggestions = (messages.data?.suggestions ?? []).filter((s) => s.status === 'open');
  const encouragements = messages.data?.encouragements ?? [];
  const gameTime = allowance.data ? gameTimeDecision(allowance.data) : null;

  return (
    <Section title="Family" className="tracker-family" aria-live="polite">
      {links.loading && !links.data && <Spinner label="Loading your family links…" />}
      {links.error && (
        <ErrorMessage title="Could not load your family links" onRetry={links.reload}>
          {links.error.message}
        </ErrorMessage>
      )}
      {consentPending && (
        <Card tone="highlight" role="status" className="tracker-family-consent-pending">
          <p>
            <Badge tone="warning">{PARENT_CONSENT_PENDING_LABEL}</Badge>
          </p>
          <p>
            Because you are under 13, a parent or guardian needs to confirm your account. We e-mailed them a
            link; they confirm by opening it and signing in as a parent with that e-mail address.
          </p>
          <p>{CONSENT_PENDING_STORAGE_NOTE}</p>
        </Card>
      )}
      {links.data && list.length === 0 && (
        <p className="tracker-muted">
          No parent or guardian is linked to your account. Nobody else can see your data.
        </p>
      )}
      {list.length > 0 && (
        <ul className="tracker-family-list">
          {list.map((link) => (
            <li key={link.id}>
              <PlayerLinkRow
                link={link}
                canRemove={!(link.status === 'confirmed' && (user.age ?? 0) < PARENT_MANAGED_BELOW_AGE)}
                onAccept={() => family.confirmLink(link)}
                onRemove={() =>
                  family.removeLink(
                    link,
                    link.status === 'confirmed'
                      ? `${otherPartyName(link)} can no longer see your data.`
                      : 'Removed.',
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      {gameTime?.message && <p className="tracker-family-note">{gameTime.message}</p>}

      {openSuggestions.length > 0 && (
        <>
          <h3 className="tracker-subheading">Goals suggested by your parent</h3>
          <ul className="tracker-family-list">
            {openSuggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <Card padding="sm" className="tracker-family-row">
                  <div>
                    <strong>{suggestion.title}</strong> <Badge>{PILLAR_LABELS[suggestion.pillar]}</Badge>
                    {suggestion.description && <p className="tracker-muted">{suggestion.description}</p>}
                  </div>
                  <div className="tracker-family-actions">
                    <Button size="sm" onClick={() => void family.addSuggestedGoal(suggestion, user)}>
                      Add to My Goals
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => void family.dismissSuggestion(suggestion)}
                    >
                      Dismiss
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
      {encouragements.length > 0 && (
        <>
          <h3 className="tracker-subheading">Encouragement from your parent</h3>
          <ul className="tracker-family-list">
            {encouragements.slice(0, 5).map((note) => (
              <li key={note.id} className="tracker-family-encouragement">
                <Icon name="message" /> {note.message}
              </li>
            ))}
          </ul>
        </>
      )}

      <EmailInviteForm
        label="Parent or guardian email"
        hint="They get an e-mail and see your request when they sign in as a parent."
        submitLabel="Ask to Link"
        onSubmit={family.requestParent}
      />
    </Section>
  );
}

function PlayerLinkRow({
  link,
  canRemove,
  onAccept,
  onRemove,
}: {
  link: FamilyLink;
  /** An under-13 keeps the parent who consented (the server refuses too). */
  canRemove: boolean;
  onAccept(): Promise<boolean>;
  onRemove(): Promise<boolean>;
}) {
  const name = otherPartyName(link);
  const level = FAMILY_LEVEL_INFO[link.level];
  return (
    <Card padding="sm" className="tracker-family-row">
      <div>
        {link.status === 'confirmed' ? (
          <>
            <p>
              <strong>{name}</strong> ({link.parent.email}) can see your goals, progress, check-ins, sessions
              and game stats.
            </p>
            <p>
              Level: <Badge tone="primary">{level.label}</Badge>{' '}
              <span className="tracker-muted">{level.summary}</span>
            </p>
          </>
        ) : link.awaitingMe ? (
          <p>
            <strong>{name}</strong> ({link.parent.email}) invited you to link your account.
          </p>
        ) : (
          <p>
            Waiting for <strong>{link.parent.email}</strong> to confirm. <Badge tone="warning">Pending</Badge>
          </p>
        )}
      </div>
      <div className="tracker-family-actions">
        {link.awaitingMe && (
          <Button size="sm" onClick={() => void onAccept()}>
            Accept
          </Button>
        )}
        {canRemove ? (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" aria-label={`Remove link with ${name}`}>
                {link.awaitingMe ? 'Decline' : 'Remove'}
              </Button>
            }
            {...removeLinkQuestion(link, name)}
            onConfirm={onRemove}
          />
        ) : (
          <p className="tracker-muted">Only your parent or guardian can remove this link.</p>
        )}
      </div>
    </Card>
  );
}

/** What removing a link means for the player, in their words: a confirmed link, an invitation, or their own request. */
function removeLinkQuestion(link: FamilyLink, name: string) {
  if (link.status === 'confirmed') {
    return {
      title: `Remove the link with ${name}?`,
      consequence: `${name} will no longer see your goals, progress, check-ins, sessions or game stats, and their settings for you end. To link again, one of you sends a new request.`,
      confirmLabel: 'Remove Link',
    };
  }
  if (link.awaitingMe) {
    return {
      title: `Decline ${name}'s invitation?`,
      consequence: `${name} will not be linked to your account and will not see your data. They can invite you again later.`,
      confirmLabel: 'Decline',
    };
  }
  return {
    title: `Cancel your request to ${link.parent.email}?`,
    consequence: 'They will no longer be able to confirm it. You can send a new request at any time.',
    confirmLabel: 'Cancel Request',
    cancelLabel: 'Keep Request',
  };
}
