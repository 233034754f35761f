export type {
  AuthEvent,
  AuthListener,
  AuthUser,
  AuthUserMetadata,
  Backend,
  CardDetails,
  CardTokenResult,
  FinishedTrainingSession,
  KeptRead,
  Page,
  SaveGoalsResult,
  SaveOutcome,
  TrainingSessionDetails,
} from './backend';
export { RECENT_CHECK_INS } from './check-ins';
export {
  configureData,
  getBackend,
  preloadBackend,
  getLocalNotificationPreferences,
  rememberReturnPath,
  takeReturnPath,
  getRuntimeConfig,
  isBackendConfigured,
} from './config';
export type { DataOptions, RuntimeConfig } from './config';
// Demo mode's host (./demo) is not exported here: `preloadBackend()` loads it in demo mode only.
export { deviceTimeZone } from './device-time-zone';
export { SupabaseBackend } from './supabase-backend';
export type { SupabaseBackendOptions } from './supabase-backend';
export { createMemoryStorage, STORAGE_KEYS } from './storage';
export type { KeyValueStorage } from './storage';

export { DataError, EMAIL_CONFIRMATION_REQUIRED, messageForDatabaseError, toDataError } from './errors';
