import { afterEach, describe, expect, test } from '@rstest/core';
import { preloadRemotePagesOnIntent, remotePageFor, type RemotePageRef } from './preloadOnIntent';

describe('remotePageFor', () => {
  test('maps a path to the remote page the route table renders there', () => {
    expect(remotePageFor('/')).toEqual({ remote: 'marketing', module: 'LandingPage' });
    expect(remotePageFor('/app/games/decision-drill')).toEqual({
      remote: 'games',
      module: 'DecisionDrillPage',
    });
    expect(remotePageFor('/app/plans')).toEqual({ remote: 'billing', module: 'PlansPage' });
  });

  test('shell pages and unknown paths have none', () => {
    expect(remotePageFor('/app/auth')).toBeNull();
    expect(remotePageFor('/nowhere')).toBeNull();
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
    const loaded: RemotePageRef[] = [];
    stop = preloadRemotePagesOnIntent(Promise.resolve(), async (page) => void loaded.push(page));
    const games = link('/app/games');
    games.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    games.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('/app/auth').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual([{ remote: 'games', module: 'GameHubPage' }]);
  });

  test('waits for the registry, and tries again after a failed load', async () => {
    let registered = () => {};
    const registry = new Promise<void>((resolve) => (registered = resolve));
    let attempts = 0;
    stop = preloadRemotePagesOnIntent(registry, async () => {
      attempts += 1;
      throw new Error('remote down');
    });
    const plans = link('/app/plans');
    plans.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attempts).toBe(0);
    registered();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attempts).toBe(1);
    plans.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attempts).toBe(2);
  });

  test('links to other sites are ignored', async () => {
    const loaded: RemotePageRef[] = [];
    stop = preloadRemotePagesOnIntent(Promise.resolve(), async (page) => void loaded.push(page));
    link('https://example.com/app/games').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual([]);
  });
});
