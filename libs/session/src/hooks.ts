import { effectiveTier, isSubscribed, outsideProviderMessage } from '@dreampitch/domain';
import { useAtomValue } from 'jotai';
import { useContext, useEffect, useMemo } from 'react';
import type { SessionController } from './controller';
import { SessionContext } from './SessionProvider';
import {
  dismissToast,
  gameStatsAtom,
  loadingAtom,
  pushToast,
  sessionStore as store,
  toastsAtom,
  userAtom,
} from './store';
import type { AuthContextValue, GameStatsValue, SubscriptionValue, ToastApi, ToastsValue } from './types';

function useController(hookName: string): SessionController {
  const controller = useContext(SessionContext);
  if (!controller) throw new Error(outsideProviderMessage(hookName, 'SessionProvider'));
  return controller;
}

export function useAuth(): AuthContextValue {
  const controller = useController('useAuth');
  const user = useAtomValue(userAtom, { store });
  const loading = useAtomValue(loadingAtom, { store });
  return useMemo(
    () => ({
      user,
      loading,
      login: (email, password, options) => controller.login(email, password, options),
      register: (payload, options) => controller.register(payload, options),
      logout: () => controller.logout(),
      updateNotificationPreferences: (preferences) => controller.updateNotificationPreferences(preferences),
      updateSubscription: (plan, token) => controller.updateSubscription(plan, token),
      refreshProfile: () => controller.refreshProfile(),
    }),
    [controller, user, loading],
  );
}

export function useSubscription(): SubscriptionValue {
  useController('useSubscription');
  const user = useAtomValue(userAtom, { store });
  const tier = effectiveTier(user?.effectiveTier);
  const throughParentPlan = isSubscribed(tier) && !isSubscribed(user?.subscriptionTier);
  return useMemo(
    () => ({ tier, isSubscribed: isSubscribed(tier), throughParentPlan }),
    [tier, throughParentPlan],
  );
}

const toastApi: ToastApi = { showToast: pushToast };

export function useToast(): ToastApi {
  useController('useToast');
  return toastApi;
}

export function useToasts(): ToastsValue {
  useController('useToasts');
  const toasts = useAtomValue(toastsAtom, { store });
  return useMemo(() => ({ toasts, dismiss: dismissToast }), [toasts]);
}

/** The signed-in user's game stats; loads them on first use and after sign-in. */
export function useGameStats(): GameStatsValue {
  const controller = useController('useGameStats');
  const stats = useAtomValue(gameStatsAtom, { store });
  const userId = useAtomValue(userAtom, { store })?.id ?? null;

  useEffect(() => {
    if (userId && !store.get(gameStatsAtom)) void controller.refreshGameStats();
  }, [controller, userId]);

  // Stable across stats updates: starting a game is an effect of the page, which must not run again when stats load.
  const actions = useMemo<Omit<GameStatsValue, 'stats'>>(
    () => ({
      startGame: (gameId) => controller.startGame(gameId),
      recordGameResult: (playId, answers) => controller.recordGameResult(playId, answers),
      endGame: (playId) => controller.endGame(playId),
      recordTicketResult: (ticket, answers, seconds) =>
        controller.recordTicketResult(ticket, answers, seconds),
      keepGameTicket: (gameId) => controller.keepGameTicket(gameId),
      offlineGameTicket: () => controller.offlineGameTicket(),
    }),
    [controller],
  );
  return useMemo(() => ({ stats, ...actions }), [actions, stats]);
}
