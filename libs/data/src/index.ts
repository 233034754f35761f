export type {
  AuthEvent,
  AuthListener,
  AuthUser,
  AuthUserMetadata,
  Backend,
  CardDetails,
  CardTokenResult,
  SaveGoalsResult,
} from './backend';
export { createMemoryStorage, STORAGE_KEYS } from './storage';
export type { KeyValueStorage } from './storage';
