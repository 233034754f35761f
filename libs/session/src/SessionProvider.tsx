import { getBackend, type Backend } from '@dreampitch/data';
import { createContext, useEffect, useMemo, type ReactNode } from 'react';
import { SessionController } from './controller';

export const SessionContext = createContext<SessionController | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /** Defaults to `getBackend()` (configure data first); tests pass their own. */
  backend?: Backend;
}

/** Restores the session, follows sign-in/out everywhere, and gives the hooks their backend. Mount it once per app. */
export function SessionProvider({ children, backend }: SessionProviderProps) {
  const controller = useMemo(() => new SessionController(backend ?? getBackend()), [backend]);
  useEffect(() => controller.start(), [controller]);
  return <SessionContext value={controller}>{children}</SessionContext>;
}
