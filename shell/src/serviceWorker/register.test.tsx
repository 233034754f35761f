import { afterEach, beforeEach, describe, expect, rstest, test } from '@rstest/core';
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

describe('registerServiceWorker in a production build', () => {
  const environment = process.env.NODE_ENV;
  const idleCallback = Object.getOwnPropertyDescriptor(window, 'requestIdleCallback');
  const idle: Array<() => void> = [];
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    process.env.NODE_ENV = 'production';
    idle.length = 0;
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (callback: () => void) => idle.push(callback),
    });
  });

  afterEach(() => {
    process.env.NODE_ENV = environment;
    if (idleCallback) Object.defineProperty(window, 'requestIdleCallback', idleCallback);
    else Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  const fakeContainer = () => {
    const register = rstest.fn(async () => ({}));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, ready: new Promise(() => undefined) },
    });
    return register;
  };

  test('waits for the page to be ready and then for an idle moment, so the worker never takes over a loading page', async () => {
    const register = fakeContainer();
    let pageReady!: () => void;
    registerServiceWorker(new Promise<void>((resolve) => (pageReady = resolve)));
    expect(document.readyState).toBe('complete');
    await flush();
    expect(idle).toHaveLength(0);
    pageReady();
    await flush();
    expect(register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    await flush();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  test('a page whose code failed to load still gets the worker (it can open offline next time)', async () => {
    const register = fakeContainer();
    registerServiceWorker(Promise.reject(new Error('remote unreachable')));
    await flush();
    idle[0]?.();
    await flush();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });
});
