// The async boundary lets Module Federation negotiate shared modules before first use. The page's HTML adds this
// script only after its first paint (shell/src/firstPaint/startAfterFirstPaint.ts). React DOM is evaluated in a task
// of its own, so the browser can handle input between it and the rest of start-up instead of one long task.
const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
const nextTask = (): Promise<void> =>
  scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));

void import('react-dom/client').then(nextTask).then(() => import('./bootstrap'));
