import { bootTestHost, signedInBackend } from '@dreampitch/data/testing';
import { SessionProvider, useGameStats } from '@dreampitch/session';
import { afterEach, beforeAll, expect, test } from '@rstest/core';
import { createRoot } from 'react-dom/client';
import { logWhileTicking, PARTS, SlowPart } from './slowParts.testing';

/** A page whose parts show the game stats (the dashboard's tiles): nothing until they are known. */
function StatsPage({ log }: { log: string[] }) {
  const { stats } = useGameStats();
  if (!stats) return null;
  return PARTS.map((name) => <SlowPart key={name} name={name} log={log} />);
}

beforeAll(bootTestHost, 120_000);

afterEach(() => {
  document.body.replaceChildren();
});

// The dashboard asks for the game stats with its own data. The session sets them in a transition, so React renders
// the page they reveal in slices, not in one unsliced task as it would a plain update. A file of its own: the session's
// store is per module, and this visit starts with nobody known yet, as a page load does.
test('the page the game stats reveal gives the browser turns between its parts', async () => {
  const root = document.createElement('div');
  document.body.append(root);
  const app = createRoot(root);
  const backend = await signedInBackend();
  const between = await logWhileTicking(root, (log) =>
    app.render(
      <SessionProvider backend={backend}>
        <StatsPage log={log} />
      </SessionProvider>,
    ),
  );
  app.unmount();
  expect(between).toContain('tick');
});
