export { loadRuntimeConfig } from './loadRuntimeConfig';
export { startApp, type StartAppOptions } from './startApp';
export { StandaloneHarness, type StandalonePage } from './StandaloneHarness';
export { ToastArea } from './ToastArea';
