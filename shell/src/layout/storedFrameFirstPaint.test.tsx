import { afterEach, describe, expect, test } from '@rstest/core';
import { dashboardGreeting, PAGE_TITLES } from '@dreampitch/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { framedSkeleton, storedFirstName } from './pageFrames';
import { aroundName } from '../firstPaint/aroundName';
import greetStoredPlayer from '../firstPaint/greetStoredPlayer';
import holdChosenPlanHero from '../firstPaint/holdChosenPlanHero';
import { FRAME_PENDING_CLASS } from '@dreampitch/app-frame/routes';

const SESSION_KEY = 'sb-127-auth-token';
const session = (metadata: Record<string, unknown>) =>
  JSON.stringify({ access_token: 'a', refresh_token: 'r', user: { id: 'u1', user_metadata: metadata } });

/** The dashboard's frame as React renders it with the storage as it is now. */
const dashboardFrame = () =>
  renderToStaticMarkup(
    <>{framedSkeleton('/app/dashboard', PAGE_TITLES.dashboard)?.('Checking your account')}</>,
  );

/**
 * The dashboard's HTML as the build writes it (rendered with no storage: nobody named) and as the browser paints it
 * after the frame's script ran with this device's storage.
 */
function paintedHtml(): HTMLElement {
  const stored: [string, string][] = [];
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index)!;
    stored.push([key, localStorage.getItem(key)!]);
  }
  localStorage.clear();
  document.body.innerHTML = `<div id="root">${dashboardFrame()}</div>`;
  for (const [key, value] of stored) localStorage.setItem(key, value);
  greetStoredPlayer(aroundName(dashboardGreeting));
  return document.querySelector('header')!;
}

afterEach(() => {
  localStorage.clear();
  history.replaceState(null, '');
  document.body.innerHTML = '';
});

describe("the dashboard's frame greets the player of the session stored on this device, before any app code", () => {
  test.each([
    ['a first name', { first_name: 'Pia' }, 'Pia'],
    ['no first name', {}, ''],
    ['a name with markup in it, as text', { first_name: '<b>Jo</b>' }, '<b>Jo</b>'],
  ])("%s: the HTML's script shows the header React renders, byte for byte", (_, metadata, firstName) => {
    localStorage.setItem('dp-notification-preferences', '{}');
    localStorage.setItem(SESSION_KEY, session(metadata));
    expect(storedFirstName()).toBe(firstName);
    const header = paintedHtml();
    expect(header.querySelector('h1')?.textContent).toBe(dashboardGreeting(firstName));
    expect(header).not.toHaveClass(FRAME_PENDING_CLASS);
    document.body.innerHTML = dashboardFrame();
    expect(header.outerHTML).toBe(document.querySelector('header')?.outerHTML);
  });

  test.each([
    ['nothing stored', {}],
    ['only a sign-in in progress', { [`${SESSION_KEY}-code-verifier`]: '"v"' }],
    ['a stored value that is not a session', { [SESSION_KEY]: '{not json' }],
    ['a session without a user', { [SESSION_KEY]: JSON.stringify({ access_token: 'a' }) }],
  ])('%s: the header stays in its place, unseen, naming nobody', (_, items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    expect(storedFirstName()).toBeNull();
    const header = paintedHtml();
    expect(header).toHaveClass(FRAME_PENDING_CLASS);
    expect(header.querySelector('h1')?.textContent).toBe(dashboardGreeting(''));
    document.body.innerHTML = dashboardFrame();
    expect(header.outerHTML).toBe(document.querySelector('header')?.outerHTML);
  });
});

describe("the upgrade page's HTML holds Pro's hero", () => {
  const hero = () => {
    document.body.innerHTML =
      '<div id="root"><header class="billing-upgrade__hero"><h1>Pro</h1></header></div>';
    holdChosenPlanHero();
    return document.querySelector('header')!;
  };

  test('shown on a visit that chose no plan before', () => {
    expect(hero()).not.toHaveClass(FRAME_PENDING_CLASS);
    history.replaceState({ usr: null, key: 'k', idx: 0 }, '');
    expect(hero()).not.toHaveClass(FRAME_PENDING_CLASS);
  });

  test("unseen, in its place, when the visit carries a plan chosen on the page before (react-router's state)", () => {
    history.replaceState({ usr: { selectedPlan: 'parent' }, key: 'k', idx: 0 }, '');
    expect(hero()).toHaveClass(FRAME_PENDING_CLASS);
  });
});
