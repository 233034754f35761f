import type { Backend } from '@dreampitch/data';
import { errorMessage, isNetworkFailure, MESSAGES } from '@dreampitch/domain';
import { startTransition, useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  error: Error | null;
  reload(): void;
  /** Local update after a successful write, so the page does not refetch everything. */
  setData(update: (current: T | null) => T | null): void;
}

/** Every mounted query's key and its reload, so a write can refresh what it changed wherever it is shown. */
const mounted = new Set<{ key: string; reload(): void }>();

/** Reloads every mounted query whose key starts with one of `prefixes` (the data hooks call it after a write). */
export function invalidate(...prefixes: string[]): void {
  for (const query of mounted) if (prefixes.some((prefix) => query.key.startsWith(prefix))) query.reload();
}

/**
 * A failed read as the page shows it: every page prints `error.message`, so a dropped connection (or a chunk that
 * could not load) is worded from the catalogue here, once, and never reaches a child as "TypeError: Failed to fetch".
 */
function inAppWords(error: unknown): Error {
  if (isNetworkFailure(error)) return new Error(MESSAGES.connectionLost);
  return error instanceof Error ? error : new Error(errorMessage(error, MESSAGES.somethingWentWrongTryAgain));
}

interface Answer<T> {
  key: string;
  /** The key and the reload count the answer belongs to. */
  request: string;
  data: T | null;
  error: Error | null;
}

/**
 * Runs `load` whenever `key` changes (null = nothing to load), `reload` is called or a write `invalidate`s the
 * key. A tiny query cache in place of a library (TanStack Query would cost the tracker about 10 KiB gzip). Answers are tagged with their
 * request, so a slow answer for a previous user never shows for the current one; a reload keeps the old data on
 * screen until the new answer arrives.
 */
export function useLoaded<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [generation, setGeneration] = useState(0);
  const request = key === null ? null : `${key}#${generation}`;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    const tag = { key, request: `${key}#${generation}` };
    // The answer renders as a transition: React renders what it reveals (a whole page of data) in slices, not in one
    // long task.
    const settle = (settled: Answer<T>) => current && startTransition(() => setAnswer(settled));
    load().then(
      (data) => settle({ ...tag, data, error: null }),
      (error: unknown) => settle({ ...tag, data: null, error: inAppWords(error) }),
    );
    return () => {
      current = false;
    };
    // `load` closes over the same inputs `key` names; re-running on every new closure would refetch each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  useEffect(() => {
    if (key === null) return;
    const query = { key, reload };
    mounted.add(query);
    return () => {
      mounted.delete(query);
    };
  }, [key, reload]);
  const setData = useCallback(
    (update: (current: T | null) => T | null) =>
      setAnswer((previous) => (previous ? { ...previous, data: update(previous.data) } : previous)),
    [],
  );
  const sameKey = answer !== null && key !== null && answer.key === key;
  const settled = sameKey && answer.request === request;
  return {
    data: sameKey ? answer.data : null,
    loading: request !== null && !settled,
    error: settled ? answer.error : null,
    reload,
    setData,
  };
}

/**
 * The copies on screen, the notice that tells of them and the words offline: apart from every page's first load, and
 * loaded after each page that shows kept data (KeptCopyNotice), online too, so it is at hand offline. Null when it
 * cannot load (a build never opened online on this device): each use then goes on without it.
 */
export const offlineChunk = () => import('./offline').catch(() => null);

/**
 * A failed save's message for a form whose save cannot wait on the device: offline, that it needs the connection and
 * that what was typed stays (NEEDS_CONNECTION); without the offline chunk, that the connection is lost.
 */
export async function formErrorMessage(error: unknown, fallback: string): Promise<string> {
  return errorMessage(error, fallback, (await offlineChunk())?.NEEDS_CONNECTION);
}

/**
 * useLoaded whose last answer this device keeps for the account (the data layer's last data, under the query's key),
 * so a visited page shows it offline instead of an error, and says so (KeptCopyNotice).
 */
export function useKeptLoaded<T>(
  key: string | null,
  load: () => Promise<T>,
  backend: Pick<Backend, 'keptRead'>,
): Loaded<T> {
  const loaded = useLoaded(key, () => backend.keptRead(key!, load));
  const keptAt = loaded.data?.keptAt;
  useEffect(() => {
    if (!keptAt) return;
    const shown = offlineChunk().then((chunk) => chunk?.showCopy(keptAt));
    return () => void shown.then((hide) => hide?.());
  }, [keptAt]);
  const { setData } = loaded;
  return {
    ...loaded,
    data: loaded.data ? loaded.data.value : null,
    // A new function each render (no useCallback: the family page's first load is at its byte budget); an update to
    // null leaves a copy of nothing, `data` null as useLoaded's.
    setData: (update) => setData((current) => current && { ...current, value: update(current.value) as T }),
  };
}
