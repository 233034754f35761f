export type {
  AuthEvent,
  AuthListener,
  AuthUser,
  AuthUserMetadata,
  Backend,
  CardDetails,
  CardTokenResult,
  Page,
  SaveGoalsResult,
} from './backend';
export { RECENT_CHECK_INS } from './goal-rows';
export {
  configureData,
  getBackend,
  getLocalNotificationPreferences,
  rememberReturnPath,
  takeReturnPath,
  getRuntimeConfig,
  isBackendConfigured,
} from './config';
export type { DataOptions, RuntimeConfig } from './config';
export { DemoBackend, DEMO_USER } from './demo-backend';
export type { DemoBackendOptions } from './demo-backend';
export { SupabaseBackend } from './supabase-backend';
export type { SupabaseBackendOptions } from './supabase-backend';
export { createMemoryStorage, STORAGE_KEYS } from './storage';
export type { KeyValueStorage } from './storage';

export { DataError, EMAIL_CONFIRMATION_REQUIRED, toDataError } from './errors';
