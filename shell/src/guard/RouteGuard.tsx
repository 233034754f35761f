import { useAuth, useSubscription } from '@dreampitch/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@dreampitch/ui/router';
import { PlainSkeleton } from '../layout/PageSkeleton';
import type { Access } from '@dreampitch/app-frame/routes';

/**
 * Spec §2 'Route guard': a loading state while the session is restored (the page's skeleton, as the SPA page shows
 * it before any script, or the frame the page's HTML kept), sign-in for guests, the upgrade page for free users.
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { user, loading } = useAuth();
  const { isSubscribed } = useSubscription();
  const location = useLocation();
  if (access === 'public') return children;
  if (loading) return <PlainSkeleton label="Checking your account" />;
  if (!user) return <Navigate to="/app/auth" replace state={{ from: location }} />;
  if (access === 'subscribed' && !isSubscribed) return <Navigate to="/app/subscription" replace />;
  return children;
}
