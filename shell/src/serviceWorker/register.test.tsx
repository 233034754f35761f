import { afterEach, describe, expect, rstest, test } from '@rstest/core';
import { registerServiceWorker } from './register';

const original = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');

afterEach(() => {
  if (original) Object.defineProperty(navigator, 'serviceWorker', original);
  else Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker outside a production build', () => {
  test('registers nothing and removes a worker a production preview left on this origin', async () => {
    const unregister = rstest.fn(async () => true);
    const register = rstest.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, getRegistrations: async () => [{ unregister }, { unregister }] },
    });
    registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(register).not.toHaveBeenCalled();
  });

  test('does nothing where the browser has no service workers', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect('serviceWorker' in navigator).toBe(false);
    expect(() => registerServiceWorker()).not.toThrow();
  });
});
