import { useSyncExternalStore } from 'react';

/**
 * A load that waits for something to need it: `need()` starts it (once), `needed` settles with it and `current()`
 * is its value once it is here.
 */
export interface WhenNeeded<T> {
  needed: Promise<T>;
  need(): Promise<T>;
  current(): T | undefined;
}

export function whenNeeded<T>(load: () => Promise<T>): WhenNeeded<T> {
  let start = () => {};
  let value: T | undefined;
  const needed = new Promise<void>((resolve) => {
    start = resolve;
  })
    .then(load)
    .then((loaded) => (value = loaded));
  return {
    needed,
    need() {
      start();
      return needed;
    },
    current: () => value,
  };
}

const noSubscription = () => () => {};

/**
 * Where this render happens: on the server (the build's prerender), in the browser hydrating that HTML (a store's
 * value while hydrating is its server snapshot), or in the browser on its own.
 */
export const useRenderPhase = (): 'server' | 'hydrating' | 'client' =>
  useSyncExternalStore(
    noSubscription,
    () => 'client',
    () => (typeof document === 'undefined' ? 'server' : 'hydrating'),
  );
