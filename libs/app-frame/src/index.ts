export { startApp } from './startApp';
export { StandaloneHarness, type StandalonePages } from './StandaloneHarness';
export { ToastArea } from './ToastArea';
