import {
  ACCOUNT_SUBTITLE,
  errorMessage,
  MANAGED_ACCOUNT_NOTICE,
  managedUsernameOf,
  MESSAGES,
} from '@dreampitch/domain';
import { Slot, useAuth, useToast } from '@dreampitch/session';
import { Badge, Button, ButtonLink, Card, PageHeader, Section, Spinner } from '@dreampitch/ui';
import { useNavigate } from '@dreampitch/ui/router';
import { useState } from 'react';
import { KeptCopyNotice } from '../../lib/KeptCopyNotice';
import { AccountData } from './AccountData';
import { EmailVerification } from './EmailVerification';
import { PROFILE_DETAILS_TITLE, ProfileDetails } from './ProfileDetails';
import { ChangeEmail, ChangePassword } from './SignInDetails';
import { accountCalls } from './api/accountCalls';
import { WhenNearViewport } from '../../lib/WhenNearViewport';
import { useEmailStatus } from './api/useAccount';
import { useVerifyFromLink } from './VerifyFromLink';
import '../../styles/tracker.css';
import './account.css';

/** /app/account: the signed-in user's own account. */
export function AccountPage() {
  const { user, loading } = useAuth();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const emailStatus = useEmailStatus(user?.id ?? null);
  useVerifyFromLink(emailStatus.reload);

  async function signOutEverywhere() {
    setSigningOut(true);
    try {
      await accountCalls.signOutEverywhere();
      showToast(MESSAGES.signedOutEverywhere, 'success');
      void navigate('/app/auth', { replace: true });
    } catch (error) {
      showToast(errorMessage(error, MESSAGES.signOutEverywhereFailed), 'error');
      setSigningOut(false);
    }
  }
  if (loading || !user) return <Spinner label="Loading your account…" centered />;
  // A child account a parent made: its address is internal and never mailed, its sign-in is the parent's to change.
  const managedUsername = managedUsernameOf(user.email);

  return (
    <div className="dp-container tracker-page tracker-account">
      <PageHeader title="Your Account" subtitle={ACCOUNT_SUBTITLE} />
      <KeptCopyNotice />
      <Section title={PROFILE_DETAILS_TITLE}>
        <ProfileDetails user={user} />
      </Section>
      {managedUsername !== null ? (
        <Section title="Sign-in">
          <Card>
            <p>{MANAGED_ACCOUNT_NOTICE.signIn(managedUsername)}</p>
          </Card>
        </Section>
      ) : (
        <>
          <Section title="E-mail">
            <Card>
              <p>
                <strong>{user.email}</strong>{' '}
                {emailStatus.data && (
                  <Badge tone={emailStatus.data.verified ? 'success' : 'warning'}>
                    {emailStatus.data.verified ? 'Verified' : 'Not verified'}
                  </Badge>
                )}
              </p>
            </Card>
            <EmailVerification
              status={emailStatus}
              why={
                user.accountType === 'parent'
                  ? 'Parents need a verified address to see link requests and to invite players.'
                  : 'A verified address lets you recover your account and accept invitations.'
              }
            />
            <ChangeEmail email={user.email} />
          </Section>
          <Section title="Password">
            <ChangePassword />
          </Section>
        </>
      )}
      <Section title="Plan and billing">
        {/* The billing remote's section (plan, renewal, receipts, cancel and resume) where the shell provides it.
            Its code (the billing remote's entry) loads when the section comes near the screen, not with the page. */}
        <WhenNearViewport anchor="billing" placeholder={<Spinner label="Loading" />}>
          <Slot
            name="account-billing"
            fallback={
              <Card>
                <p>Your plan, upgrades and downgrades are on the plans page.</p>
                <ButtonLink to="/app/plans" variant="secondary">
                  See plans
                </ButtonLink>
              </Card>
            }
          />
        </WhenNearViewport>
      </Section>
      <Section title="Your data">
        <AccountData user={user} />
      </Section>
      <Section title="Sessions">
        <Card>
          <p>
            Lost a phone or used a shared computer? End every session, on every device, this one included.
          </p>
          <Button variant="secondary" onClick={() => void signOutEverywhere()} loading={signingOut}>
            Sign out of every device
          </Button>
        </Card>
      </Section>
    </div>
  );
}
