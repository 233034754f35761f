import { ACCOUNT_SUBTITLE, MANAGED_ACCOUNT_NOTICE, managedUsernameOf } from '@dreampitch/domain';
import { Slot, useAuth } from '@dreampitch/session';
import { Badge, ButtonLink, Card, PageHeader, Section, Spinner } from '@dreampitch/ui';
import { lazy, Suspense } from 'react';
import { KeptCopyNotice } from '../../lib/KeptCopyNotice';
import { EmailVerification } from './EmailVerification';
import { PROFILE_DETAILS_TITLE, ProfileDetails } from './ProfileDetails';
import { ChangeEmail, ChangePassword } from './SignInDetails';
import { WhenNearViewport } from '../../lib/WhenNearViewport';
import { useEmailStatus } from './api/useAccount';
import { useVerifyFromLink } from './VerifyFromLink';
import '../../styles/tracker.css';
import './account.css';

// The last sections (the data download, the deletion, the sign-out everywhere) are far below the first screen: their
// code loads when they come near it.
const AccountData = lazy(() =>
  import(/* webpackChunkName: "account-data" */ './AccountData').then((module) => ({
    default: module.AccountData,
  })),
);
const SignOutEverywhere = lazy(() =>
  import(/* webpackChunkName: "account-data" */ './AccountData').then((module) => ({
    default: module.SignOutEverywhere,
  })),
);

/** /app/account: the signed-in user's own account. */
export function AccountPage() {
  const { user, loading } = useAuth();
  const emailStatus = useEmailStatus(user?.id ?? null);
  useVerifyFromLink(emailStatus.reload);
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
        <WhenNearViewport anchor="your-data" placeholder={<Spinner label="Loading" />}>
          <Suspense fallback={<Spinner label="Loading" />}>
            <AccountData user={user} />
          </Suspense>
        </WhenNearViewport>
      </Section>
      <Section title="Sessions">
        <WhenNearViewport anchor="sessions" placeholder={<Spinner label="Loading" />}>
          <Suspense fallback={<Spinner label="Loading" />}>
            <SignOutEverywhere />
          </Suspense>
        </WhenNearViewport>
      </Section>
    </div>
  );
}
