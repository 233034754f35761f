export type {
  AuthContextValue,
  GameStatsValue,
  SubscriptionValue,
  Toast,
  ToastApi,
  ToastKind,
  ToastsValue,
} from './types';
