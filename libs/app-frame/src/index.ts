export { loadRuntimeConfig } from './loadRuntimeConfig';
export { startApp } from './startApp';
export { StandaloneHarness, type StandalonePage } from './StandaloneHarness';
export { ToastArea } from './ToastArea';
