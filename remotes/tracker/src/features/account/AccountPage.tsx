import { useAuth } from '@dreampitch/session';
import { Badge, Card, PageHeader, Section, Spinner } from '@dreampitch/ui';
import { EmailVerification } from './EmailVerification';
import { useEmailStatus } from './useAccount';
import { useVerifyFromLink } from './VerifyFromLink';
import '../../styles/tracker.css';
import './account.css';

/** /app/account: the signed-in user's own account. */
export function AccountPage() {
  const { user, loading } = useAuth();
  const emailStatus = useEmailStatus(user?.id ?? null);
  useVerifyFromLink(emailStatus.reload);
  if (loading || !user) return <Spinner label="Loading your account…" centered />;

  return (
    <div className="dp-container tracker-page tracker-account">
      <PageHeader title="Your Account" subtitle="Your details, your sign-in and your data." />
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
      </Section>
    </div>
  );
}
