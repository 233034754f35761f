export { asOneTransition } from './asOneTransition';
export { useAuth, useGameStats, useSubscription, useToast, useToasts } from './hooks';
export { SessionProvider } from './SessionProvider';
export { Slot, SlotsProvider } from './slots';
export type { SessionPlanEditorProps, SlotComponent, SlotName, SlotProps } from './slots';
export type { SessionProviderProps } from './SessionProvider';
export { forgetSession, knownSignedOut, sessionStore, TOAST_DURATION_MS } from './store';
export type {
  AuthOptions,
  AuthContextValue,
  GameResultSaved,
  GameStatsValue,
  SubscriptionValue,
  Toast,
  ToastApi,
  ToastKind,
  ToastsValue,
} from './types';
