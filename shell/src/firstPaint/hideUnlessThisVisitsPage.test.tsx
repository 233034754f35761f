import { afterEach, expect, test } from '@rstest/core';
import { SPA_ROUTE_ATTRIBUTE } from '@dreampitch/app-frame/routes';
import hideUnlessThisVisitsPage from './hideUnlessThisVisitsPage';

const storage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');

afterEach(() => {
  if (storage) Object.defineProperty(globalThis, 'localStorage', storage);
  localStorage.clear();
  document.documentElement.removeAttribute(SPA_ROUTE_ATTRIBUTE);
});

const thisPage = () => ({ path: location.pathname, anyQuery: true });
const hidden = () => document.documentElement.hasAttribute(SPA_ROUTE_ATTRIBUTE);

test('shows the page to a visitor with nothing stored, and hides it from one supabase-js may sign in', () => {
  hideUnlessThisVisitsPage(thisPage());
  expect(hidden()).toBe(false);
  localStorage.setItem('sb-127-auth-token-code-verifier', 'verifier');
  hideUnlessThisVisitsPage(thisPage());
  expect(hidden()).toBe(true);
});

test('shows the page, without an error, where the browser blocks storage', () => {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  expect(() => hideUnlessThisVisitsPage(thisPage())).not.toThrow();
  expect(hidden()).toBe(false);
});
