import { CONSENT_LINK_PARAM, PARENT_MANAGED_BELOW_AGE, personName, type AppUser } from '@dreampitch/domain';
import { Button, Card, ErrorMessage, Spinner } from '@dreampitch/ui';
import { useRef, useState } from 'react';
import { useLinkToken } from '../../lib/useLinkToken';
import { useConsentPreview, useFamilyActions } from './api/useFamily';
import { ConsentNotice } from './ConsentNotice';

/**
 * The page a mailed consent link opens (`/app/family?consent=<token>`): who asks, the consent notice for an
 * under-13, and one button. The server accepts it only from the parent account of the address it was mailed to.
 */
export function ConsentFromLink({ user }: { user: AppUser }) {
  const [token, close] = useLinkToken(CONSENT_LINK_PARAM);
  const preview = useConsentPreview(user.accountType === 'parent' ? token : null);
  const family = useFamilyActions();
  // A double click must not send the single-use token twice: the second answer would be "link already used".
  const confirming = useRef(false);
  const [busy, setBusy] = useState(false);
  if (!token) return null;

  if (user.accountType !== 'parent') {
    return (
      <ErrorMessage title="This link is for a parent account">
        Only the parent or guardian it was e-mailed to can confirm it. Sign out, then sign in (or sign up) as
        a parent with that e-mail address.
      </ErrorMessage>
    );
  }
  if (preview.error) {
    return (
      <ErrorMessage title="This consent link cannot be used" onRetry={preview.reload}>
        {preview.error.message}
      </ErrorMessage>
    );
  }
  if (!preview.data) return <Spinner label="Checking your link…" />;

  const child = personName({ firstName: preview.data.childFirstName, lastName: preview.data.childLastName });
  const name = child || 'Your player';
  const underThirteen = preview.data.childAge !== null && preview.data.childAge < PARENT_MANAGED_BELOW_AGE;
  return (
    <Card tone="highlight" className="tracker-family-request" aria-labelledby="consent-link-title">
      <h2 id="consent-link-title">Confirm {name}</h2>
      <p>
        <strong>{name}</strong>
        {preview.data.childAge !== null ? `, age ${preview.data.childAge},` : ''} named{' '}
        {preview.data.parentEmail} as their parent or guardian.
      </p>
      {underThirteen && <ConsentNotice childName={name} />}
      <div className="tracker-family-actions">
        <Button
          onClick={() => {
            if (confirming.current) return;
            confirming.current = true;
            setBusy(true);
            void family.consentWithToken(token, name).then((linked) => {
              // Used once it succeeded: the panel closes and stays locked until it has.
              if (linked) return close();
              confirming.current = false;
              setBusy(false);
            });
          }}
          loading={busy}
          aria-label={`Confirm link with ${name}`}
        >
          {underThirteen ? 'Confirm and Give Consent' : 'Confirm'}
        </Button>
        <Button variant="ghost" onClick={close}>
          Not now
        </Button>
      </div>
    </Card>
  );
}
