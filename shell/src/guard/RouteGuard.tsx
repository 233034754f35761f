import { useAuth, useSubscription } from '@dreampitch/session';
import { Spinner } from '@dreampitch/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@dreampitch/ui/router';
import type { Access } from '../routes';

/** Spec §2 'Route guard': spinner while loading, sign-in for guests, the upgrade page for free users. */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { user, loading } = useAuth();
  const { isSubscribed } = useSubscription();
  const location = useLocation();
  if (access === 'public') return children;
  if (loading) {
    return (
      <div className="shell-page-spinner">
        <Spinner label="Checking your account" />
      </div>
    );
  }
  if (!user) return <Navigate to="/app/auth" replace state={{ from: location }} />;
  if (access === 'subscribed' && !isSubscribed) return <Navigate to="/app/subscription" replace />;
  return children;
}
