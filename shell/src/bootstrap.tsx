import { startApp } from '@dreampitch/app-frame';
import { App } from './App';
import { loadRemoteRegistry } from './federation/registry';

// Start the registry download at once; the router renders while it is in flight.
const registry = loadRemoteRegistry();

void startApp(() => <App registry={registry} />);
