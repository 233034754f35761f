import { afterEach, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { loadRemotePageAt, preloadRemotePagesOnIntent } from './preloadOnIntent';
import type { RemoteRegistry } from './registry';

const runtime = rs.hoisted(() => ({ loaded: [] as string[], failing: false }));

rs.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: async (id: string) => {
    runtime.loaded.push(id);
    if (runtime.failing) throw new Error('remote down');
    return { default: () => null };
  },
  registerRemotes: () => {},
}));

const registry = Promise.resolve({} as RemoteRegistry);
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  runtime.loaded = [];
  runtime.failing = false;
});

describe('loadRemotePageAt', () => {
  test('loads the remote page the route table renders at a path', async () => {
    await loadRemotePageAt('/', registry);
    await loadRemotePageAt('/app/games/decision-drill', registry);
    await loadRemotePageAt('/app/plans', registry);
    expect(runtime.loaded).toEqual(['marketing/LandingPage', 'games/DecisionDrillPage', 'billing/PlansPage']);
  });

  test('shell pages and unknown paths have none', async () => {
    await loadRemotePageAt('/app/auth', registry);
    await loadRemotePageAt('/nowhere', registry);
    expect(runtime.loaded).toEqual([]);
  });
});

describe('preloadRemotePagesOnIntent', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  function link(href: string): HTMLAnchorElement {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.innerHTML = '<span>Games</span>';
    document.body.append(anchor);
    return anchor;
  }

  test('hovering or focusing a link loads its remote page once', async () => {
    stop = preloadRemotePagesOnIntent(registry);
    const games = link('/app/games');
    games.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    games.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('/app/auth').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settled();
    expect(runtime.loaded).toEqual(['games/GameHubPage']);
  });

  test('waits for the registry, and tries again after a failed load', async () => {
    let registered = () => {};
    const pending = new Promise<RemoteRegistry>(
      (resolve) => (registered = () => resolve({} as RemoteRegistry)),
    );
    runtime.failing = true;
    stop = preloadRemotePagesOnIntent(pending);
    const plans = link('/app/plans');
    plans.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settled();
    expect(runtime.loaded).toHaveLength(0);
    registered();
    await settled();
    expect(runtime.loaded).toHaveLength(1);
    plans.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settled();
    expect(runtime.loaded).toHaveLength(2);
  });

  test('links to other sites are ignored, and nothing is loaded once it stopped listening', async () => {
    stop = preloadRemotePagesOnIntent(registry);
    link('https://example.com/app/games').dispatchEvent(new Event('pointerover', { bubbles: true }));
    stop();
    link('/app/plans').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settled();
    expect(runtime.loaded).toEqual([]);
  });
});
