import { bootTestHost, signedInBackend } from '@dreampitch/data/testing';
import { SessionProvider, useAuth } from '@dreampitch/session';
import { afterEach, beforeAll, expect, rs, test } from '@rstest/core';
import { createRoot } from 'react-dom/client';
import { logWhileTicking, PARTS, SlowPart } from './slowParts.testing';
import { startApp } from './startApp';

beforeAll(bootTestHost, 120_000);

afterEach(() => {
  rs.restoreAllMocks();
  document.body.replaceChildren();
});

/**
 * Starts the app on a page of slow parts while a timer keeps asking for the main thread, and returns what ran in
 * which order: a timer tick between two parts means the first render gave the browser its turn in between.
 */
async function startAndLog(root: HTMLElement, adopt: boolean): Promise<string[]> {
  rs.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
  document.body.append(root);
  return logWhileTicking(root, (log) =>
    startApp(
      () => PARTS.map((name) => <SlowPart key={name} name={name} log={log} />),
      () => adopt,
    ),
  );
}

// A first render in one piece is one long task (x4 on a phone): React renders the initial page as a transition,
// which it works on in slices, so a tap or the next frame waits for one slice, not for the whole page.
function rootWith(markup: string) {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = markup;
  return root;
}

test('the first render of a page gives the browser turns between its parts', async () => {
  expect(await startAndLog(rootWith(''), false)).toContain('tick');
});

test('hydrating prerendered markup gives the browser turns between its parts, and keeps the markup', async () => {
  const errors = rs.spyOn(console, 'error').mockImplementation(() => {});
  const root = rootWith(PARTS.map((name) => `<p>${name}</p>`).join(''));
  const prerendered = root.firstElementChild;
  expect(await startAndLog(root, true)).toContain('tick');
  expect(root.firstElementChild).toBe(prerendered);
  expect(errors).not.toHaveBeenCalled();
});

/** A signed-in player whose session restores as a browser's does: from storage and the network, a task or more later. */
async function restoringBackend() {
  const backend = await signedInBackend();
  const getSession = backend.getSession.bind(backend);
  backend.getSession = async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return getSession();
  };
  return backend;
}

/** A signed-in page as the route guard shows it: nothing until the session is known, then every part at once. */
function SignedInPage({ log }: { log: string[] }) {
  const { user, loading } = useAuth();
  if (loading || !user) return null;
  return PARTS.map((name) => <SlowPart key={name} name={name} log={log} />);
}

// The session's changes are transitions (@dreampitch/session), which React renders in slices as it does the first
// page: the signed-in page a restored session reveals must not render in one long task.
test('the page a restored session reveals gives the browser turns between its parts', async () => {
  const root = document.createElement('div');
  document.body.append(root);
  const app = createRoot(root);
  const backend = await restoringBackend();
  const between = await logWhileTicking(root, (log) =>
    app.render(
      <SessionProvider backend={backend}>
        <SignedInPage log={log} />
      </SessionProvider>,
    ),
  );
  app.unmount();
  expect(between).toContain('tick');
});
