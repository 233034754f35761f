export { loadRuntimeConfig } from './loadRuntimeConfig';
export { startApp, type StartAppOptions } from './startApp';
export { StandaloneHarness, type StandalonePages } from './StandaloneHarness';
export { ToastArea } from './ToastArea';
