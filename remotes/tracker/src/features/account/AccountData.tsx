import {
  accountDeletionConsequence,
  errorMessage,
  MANAGED_ACCOUNT_NOTICE,
  managedUsernameOf,
  MESSAGES,
  type AppUser,
} from '@dreampitch/domain';
import { asOneTransition, useAuth, useToast } from '@dreampitch/session';
import { Button, Card, ConfirmDialog } from '@dreampitch/ui';
import { useNavigate } from '@dreampitch/ui/router';
import { useState } from 'react';
import { useBusy } from './useBusy';
import { accountCalls } from './api/accountCalls';

/** Saves `text` as a file the browser downloads. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  URL.revokeObjectURL(url);
}

/** Download my data (every row about me, as JSON) and delete my account. */
export function AccountData({ user }: { user: AppUser }) {
  const { showToast } = useToast();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [exporting, whileExporting] = useBusy();

  async function exportData() {
    await whileExporting(
      async () => {
        const data = await accountCalls.exportData();
        download(
          `dreampitch-data-${data.exportedAt.slice(0, 10)}.json`,
          `${JSON.stringify(data, null, 2)}\n`,
        );
        showToast(MESSAGES.dataDownloaded, 'success');
      },
      (error) => showToast(errorMessage(error, MESSAGES.exportFailed), 'error'),
    );
  }

  // One transition from the deletion on: the backend reports the sign-out it causes at a moment of its own, and had
  // the signed-out session rendered before the navigation, this page's guard would send the visitor to sign in.
  function deleteAccount() {
    return asOneTransition(async () => {
      await accountCalls.deleteAccount();
      await logout();
      showToast(MESSAGES.accountDeleted, 'success');
      void navigate('/', { replace: true });
    });
  }

  return (
    <>
      <Card>
        <p>
          A copy of everything DreamPitch keeps about you (profile, goals, sessions, check-ins, games, family
          links, plan), as a JSON file.
        </p>
        <Button variant="secondary" onClick={() => void exportData()} loading={exporting}>
          Download my data
        </Button>
      </Card>
      {managedUsernameOf(user.email) !== null ? (
        <Card>
          <p>{MANAGED_ACCOUNT_NOTICE.deletion}</p>
        </Card>
      ) : (
        <Card>
          <p>Deleting your account removes everything about you from DreamPitch.</p>
          <ConfirmDialog
            trigger={<Button variant="danger">Delete my account</Button>}
            title="Delete your DreamPitch account?"
            consequence={accountDeletionConsequence(user.accountType)}
            confirmLabel="Delete my account"
            confirmingLabel="Deleting..."
            onConfirm={deleteAccount}
            errorFallback={MESSAGES.accountDeleteFailed}
          />
        </Card>
      )}
    </>
  );
}

/** Ends every session of the account, on every device, this one included. */
export function SignOutEverywhere() {
  const { showToast } = useToast();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

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
  return (
    <Card>
      <p>Lost a phone or used a shared computer? End every session, on every device, this one included.</p>
      <Button variant="secondary" onClick={() => void signOutEverywhere()} loading={signingOut}>
        Sign out of every device
      </Button>
    </Card>
  );
}
