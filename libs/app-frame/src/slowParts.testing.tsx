import { expect } from '@rstest/core';
import { waitFor } from '@testing-library/react';

// Test helpers: a page made of parts that each keep the main thread busy, and a log of what ran between them.

export const PARTS = ['nav', 'hero', 'cards', 'footer'];

function keepBusy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** Stands in for a part of the page whose render keeps the main thread busy for a while. */
export function SlowPart({ name, log }: { name: string; log: string[] }) {
  keepBusy(8);
  log.push(name);
  return <p>{name}</p>;
}

/** Runs `render` while a timer keeps asking for the main thread; returns what ran from the first part to the last. */
export async function logWhileTicking(
  root: HTMLElement,
  render: (log: string[]) => Promise<void> | void,
): Promise<string[]> {
  const log: string[] = [];
  let done = false;
  const tick = () => {
    log.push('tick');
    if (!done) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  await render(log);
  await waitFor(() => expect(log).toEqual(expect.arrayContaining(PARTS)));
  expect(root.textContent).toBe(PARTS.join(''));
  done = true;
  return log.slice(log.indexOf(PARTS[0]!), log.lastIndexOf(PARTS.at(-1)!));
}
