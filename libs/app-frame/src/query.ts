import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * Server state for the features' `api/` hooks: one cache entry per query key, so every component that reads a key
 * shows the same answer, a remount shows the last answer while the new one loads, and a mutation names the keys it
 * makes stale instead of each page reloading by hand. TanStack Query does this and more, but costs 10.3 KiB gzip in
 * every app that would share it (the shell's budget has 0.1 KiB left); jotai's `atom` alone bundles jotai's whole
 * store (4.2 KiB) into each remote, as the session does not export its copy. So: a plain subscribable value per key,
 * read through React's useSyncExternalStore. Each app holds its own cache; what several apps show (the plan, the
 * game stats) lives in the shared session store.
 */
export interface QueryState<T> {
  data: T | null;
  /** True while an answer for the key is on its way (the last answer, if any, stays in `data`). */
  loading: boolean;
  error: Error | null;
}

export interface Query<T> extends QueryState<T> {
  /** Loads the key again, keeping the current answer on screen until the new one arrives. */
  reload(): void;
  /** Local update after a successful write, so the page does not refetch everything. */
  setData(update: (current: T | null) => T | null): void;
}

interface Entry {
  state: QueryState<unknown>;
  listeners: Set<() => void>;
  load: (() => Promise<unknown>) | null;
  /** Counts fetches: only the latest one's answer is kept, so a slow earlier answer never replaces a newer one. */
  run: number;
  inFlight: boolean;
  readers: number;
}

const IDLE: QueryState<never> = { data: null, loading: false, error: null };

let entries = new Map<string, Entry>();

function entryFor(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = {
      state: { ...IDLE, loading: true },
      listeners: new Set(),
      load: null,
      run: 0,
      inFlight: false,
      readers: 0,
    };
    entries.set(key, entry);
  }
  return entry;
}

function setState(entry: Entry, update: (current: QueryState<unknown>) => QueryState<unknown>): void {
  const next = update(entry.state);
  if (next === entry.state) return;
  entry.state = next;
  for (const listener of entry.listeners) listener();
}

function fetchEntry(entry: Entry): void {
  const load = entry.load;
  if (!load) return;
  const run = ++entry.run;
  entry.inFlight = true;
  setState(entry, (current) => (current.loading ? current : { ...current, loading: true }));
  const settle = (data: unknown, error: Error | null) => {
    if (run !== entry.run) return;
    entry.inFlight = false;
    setState(entry, (current) => ({ data: error ? current.data : data, error, loading: false }));
  };
  load().then(
    (data) => settle(data, null),
    (error: unknown) => settle(null, error instanceof Error ? error : new Error(String(error))),
  );
}

/** A reader of `key` mounted: loads it unless an answer is already on its way; returns the unmount. */
function attach(key: string, load: () => Promise<unknown>): () => void {
  const entry = entryFor(key);
  entry.readers += 1;
  entry.load = load;
  if (!entry.inFlight) fetchEntry(entry);
  return () => {
    entry.readers -= 1;
  };
}

/**
 * Refetches every query on screen whose key starts with `prefix`; the others load afresh when next shown (every
 * query loads when a component that reads it mounts).
 */
export function invalidateQueries(prefix: string): void {
  for (const [key, entry] of entries) {
    if (!key.startsWith(prefix)) continue;
    if (entry.readers > 0) fetchEntry(entry);
  }
}

/** Replaces the cached answer of `key` (after a write whose result the caller already holds). */
export function setQueryData<T>(key: string, update: (current: T | null) => T | null): void {
  const entry = entries.get(key);
  if (!entry) return;
  setState(entry, (current) => ({ ...current, data: update(current.data as T | null) }));
}

/** Forgets every cached answer: tests call it between cases, as a reload of the page would. */
export function clearQueries(): void {
  entries = new Map();
}

/**
 * Reads `key` (null = nothing to read yet, e.g. no user) through `load`, which must depend on nothing but what the
 * key names. Loads when the first reader mounts or the key changes, and again on `reload` or invalidation.
 */
export function useQuery<T>(key: string | null, load: () => Promise<T>): Query<T> {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (key === null) return () => {};
      const { listeners } = entryFor(key);
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    [key],
  );
  const state = useSyncExternalStore(subscribe, () =>
    key === null ? IDLE : entryFor(key).state,
  ) as QueryState<T>;

  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => (key === null ? undefined : attach(key, () => latestLoad.current())), [key]);

  const reload = useCallback(() => {
    if (key !== null) fetchEntry(entryFor(key));
  }, [key]);
  const setData = useCallback(
    (update: (current: T | null) => T | null) => {
      if (key !== null) setQueryData(key, update);
    },
    [key],
  );
  return { ...state, reload, setData };
}

/**
 * Runs a write, then makes stale every query whose key starts with one of `invalidates` (those on screen load again).
 * Errors reach the caller, which knows which message to show, and leave the queries alone.
 */
export async function mutate<R>(run: () => Promise<R>, invalidates: readonly string[]): Promise<R> {
  const result = await run();
  for (const prefix of invalidates) invalidateQueries(prefix);
  return result;
}
