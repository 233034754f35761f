import { createContext } from 'react';
import type { RemoteRegistry } from './registry';

export const RegistryContext = createContext<Promise<RemoteRegistry> | null>(null);
