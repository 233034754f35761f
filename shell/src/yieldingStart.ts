import { yieldToBrowser } from '@dreampitch/app-frame/yieldToBrowser';

/*
 * Every start-up chunk arrives with this one (a single chunk group, so they download in parallel), but running all
 * of that code at once is one long task: react-dom alone takes a phone tens of milliseconds to evaluate. The eager
 * imports add no chunk and no request; they only decide when each part is evaluated, in its own task.
 */
void (async () => {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ './bootstrap');
})();
