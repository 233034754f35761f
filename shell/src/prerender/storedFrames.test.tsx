import { afterEach, describe, expect, test } from '@rstest/core';
import {
  ageFieldHint,
  ageGroupEffect,
  DATA_EXPORT_SUBTITLE,
  dashboardGreeting,
  PAGE_TITLES,
  serverErrorMessage,
  toAppUser,
  type AccountType,
} from '@dreampitch/domain';
import { SessionProvider } from '@dreampitch/session';
import { PageHeader, Section } from '@dreampitch/ui';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// The pages' own components: the frame must be what they draw.
/* eslint-disable no-restricted-imports */
import { EmailVerification } from '../../../remotes/tracker/src/features/account/EmailVerification';
import { ProfileDetails } from '../../../remotes/tracker/src/features/account/ProfileDetails';
import {
  CHILD_ACCOUNTS_TITLE,
  ChildAccountsLead,
} from '../../../remotes/tracker/src/features/family/ChildAccounts';
import {
  FAMILY_HEADING,
  familySubtitle,
  PARENT_EMAIL_CHECK_WHY,
} from '../../../remotes/tracker/src/features/family/familyCopy';
import { KeptFrame, keptFamilyFrame } from '../../../remotes/tracker/src/features/family/keptFrame';
import {
  FRAME_PENDING_CLASS,
  frameKeeper,
  KEPT_FRAME_CLASS,
  KEPT_FRAME_KEY,
  PAGE_READY_EVENT,
} from '@dreampitch/app-frame/routes';
/* eslint-enable no-restricted-imports */
import { SIGNED_IN_HTML_PATHS } from '@dreampitch/app-frame/routes/built';
import fillFrame, { type FrameFill } from '../firstPaint/fillFrame';
import { storedFrame } from './storedFrames';

const SESSION_KEY = 'sb-127-auth-token';
const CREATED = '2026-11-20T10:00:00.000Z';

interface StoredUser {
  email?: string;
  created_at?: string;
  email_confirmed_at?: string | null;
  user_metadata?: Record<string, unknown>;
  app_metadata?: Record<string, unknown>;
}

const store = (user: StoredUser) =>
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({
      access_token: 'a',
      refresh_token: 'r',
      user: { id: 'u1', created_at: CREATED, ...user },
    }),
  );

const kept = () => frameKeeper[KEPT_FRAME_KEY];

/** The page's HTML as the build writes it, then as the browser paints it once the frame's script ran. */
function painted(path: string): HTMLElement {
  const { html, fill } = storedFrame(path);
  document.body.innerHTML = `<div id="root"><main><div class="${KEPT_FRAME_CLASS}">${html}</div></main></div>`;
  fillFrame(fill.args as FrameFill);
  return document.querySelector(`.${KEPT_FRAME_CLASS}`)!;
}

/** Markup as the DOM serialises it, without what differs by render (generated ids) or only the frame has. */
function comparable(element: Element | null | undefined): string {
  const copy = element?.cloneNode(true) as Element | undefined;
  if (!copy) return '';
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of ['id', 'for', 'aria-describedby', 'aria-labelledby']) {
      if (node.hasAttribute(name)) node.setAttribute(name, 'generated');
    }
    for (const name of ['inert', 'aria-disabled']) node.removeAttribute(name);
    // In one order: the script adds an attribute after those the build wrote.
    const attributes = [...node.attributes].map(({ name, value }) => [name, value] as const).sort();
    for (const [name] of attributes) node.removeAttribute(name);
    for (const [name, value] of attributes) node.setAttribute(name, value);
  }
  return copy.outerHTML;
}

/** What a component draws, through the same DOM serialisation. */
function drawn(node: ReactNode, selector: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(<SessionProvider>{node}</SessionProvider>);
  return comparable(holder.querySelector(selector));
}

const userOf = (accountType: AccountType, metadata: Record<string, unknown>, email = 'pia@example.com') =>
  toAppUser(null, { id: 'u1', email, metadata: { accountType, ...metadata } });

afterEach(() => {
  localStorage.clear();
  history.replaceState(null, '');
  document.body.innerHTML = '';
  delete frameKeeper[KEPT_FRAME_KEY];
});

describe("the account page's HTML draws the details form from the session stored on this device", () => {
  test.each([
    [
      'a teen player',
      { first_name: 'Pia', last_name: 'Lane', age: 15, parentEmail: 'mum@example.com' },
      ageGroupEffect(15),
    ],
    ['an adult player', { first_name: 'Al', last_name: 'Ng', age: 18, parentEmail: '' }, ageGroupEffect(18)],
    [
      'a player under 13 (the age is locked)',
      { first_name: 'Kit', last_name: 'Kid', age: 11, parentEmail: 'p@example.com' },
      serverErrorMessage('parent_changes_age'),
    ],
    ['a player with no age', { first_name: 'Jo', last_name: 'Ro' }, ageFieldHint('')],
    [
      'an age the server would refuse, over',
      { first_name: 'Jo', last_name: 'Ro', age: 140 },
      ageFieldHint(''),
    ],
    [
      'an age the server would refuse, under (locked)',
      { first_name: 'Jo', last_name: 'Ro', age: 4 },
      serverErrorMessage('parent_changes_age'),
    ],
    ['an age that is not a whole number', { first_name: 'Jo', last_name: 'Ro', age: 14.5 }, ageFieldHint('')],
    [
      'a name with markup in it, as text',
      { first_name: '<b>Jo</b>', last_name: '"Ro"', age: 14 },
      ageGroupEffect(14),
    ],
  ])('%s: the form the page draws for the same details, with its hint', (_, metadata, hint) => {
    store({ user_metadata: { accountType: 'player', ...metadata } });
    const frame = painted('/app/account');
    expect(frame.querySelector('.dp-field__hint')?.textContent).toBe(hint);
    expect(comparable(frame.querySelector('form'))).toBe(
      drawn(<ProfileDetails user={userOf('player', metadata)} />, 'form'),
    );
    expect(frame.querySelector(`.${FRAME_PENDING_CLASS}`)).toBeNull();
  });

  test("a parent's form: the names only, as the page draws it", () => {
    const metadata = { first_name: 'Pat', last_name: 'Lane' };
    store({ user_metadata: { accountType: 'parent', ...metadata } });
    const frame = painted('/app/account');
    expect(frame.querySelector('[name="age"]')).toBeNull();
    expect(comparable(frame.querySelector('form'))).toBe(
      drawn(<ProfileDetails user={userOf('parent', metadata)} />, 'form'),
    );
  });

  test('the form cannot be used until the page takes over: inert, every control said to be unavailable', () => {
    store({ user_metadata: { accountType: 'player', first_name: 'Pia', age: 15 } });
    const form = painted('/app/account').querySelector('form')!;
    expect(form).toHaveAttribute('inert');
    const controls = form.querySelectorAll('input, button');
    expect(controls.length).toBe(5);
    for (const control of controls) expect(control).toHaveAttribute('aria-disabled', 'true');
  });

  test("the filled frame is kept for the app's first render on this path until the page is ready", () => {
    store({ user_metadata: { accountType: 'player', first_name: 'Pia', age: 15 } });
    const frame = painted('/app/account');
    expect(kept()).toEqual({ path: '/app/account', html: frame.innerHTML });
    expect(kept()?.html).toContain('value="Pia"');
    document.dispatchEvent(new Event(PAGE_READY_EVENT));
    expect(kept()).toBeUndefined();
  });

  test('the file names nobody; with no session stored the form stays unseen in its place, and nothing is kept', () => {
    const markup = storedFrame('/app/account').html;
    expect(markup).not.toMatch(/value="[^"]/);
    localStorage.setItem(SESSION_KEY, '{not json');
    const frame = painted('/app/account');
    expect(frame.querySelector('section')).toHaveClass(FRAME_PENDING_CLASS);
    expect(kept()).toBeUndefined();
  });
});

describe("the family page's HTML draws its header and the e-mail check from the stored session", () => {
  const header = (accountType: AccountType, firstName: string) =>
    drawn(<PageHeader title={FAMILY_HEADING} subtitle={familySubtitle(accountType, firstName)} />, 'header');
  const check = (email: string) =>
    drawn(
      <EmailVerification
        status={{ data: { email, verified: false }, loading: false, error: null, reload() {}, setData() {} }}
        why={PARENT_EMAIL_CHECK_WHY}
      />,
      '.tracker-verify-email',
    );

  test('a parent whose address was confirmed at sign-up only (auto-confirmed, not proof): greeted, and asked to prove it', () => {
    store({
      email: 'pat@example.com',
      email_confirmed_at: CREATED,
      user_metadata: { accountType: 'parent', first_name: 'Pat' },
    });
    const frame = painted('/app/family');
    expect(comparable(frame.querySelector('header'))).toBe(header('parent', 'Pat'));
    expect(comparable(frame.querySelector('.tracker-verify-email'))).toBe(check('pat@example.com'));
    expect(frame.querySelector('.tracker-verify-email button')).toHaveAttribute('inert');
    expect(frame.firstElementChild).toHaveClass('dp-container', 'tracker-page', 'tracker-family-page');
    expect(frame.querySelector(`.${FRAME_PENDING_CLASS}`)).toBeNull();
    expect(kept()?.path).toBe('/app/family');
  });

  test('a parent whose address was never confirmed, and one without a first name (coach)', () => {
    store({ email: 'pat@example.com', email_confirmed_at: null, user_metadata: { accountType: 'parent' } });
    const frame = painted('/app/family');
    expect(comparable(frame.querySelector('header'))).toBe(header('parent', ''));
    expect(frame.querySelector('.tracker-verify-email')).not.toBeNull();
  });

  test('a parent who confirmed the address after signing up (GoTrue proof): no e-mail check', () => {
    store({
      email: 'pat@example.com',
      email_confirmed_at: '2026-11-20T10:05:00.000Z',
      user_metadata: { accountType: 'parent', first_name: 'Pat' },
    });
    const frame = painted('/app/family');
    expect(frame.querySelector('.tracker-verify-email')).toBeNull();
    expect(comparable(frame.querySelector('header'))).toBe(header('parent', 'Pat'));
  });

  test("a parent auto-confirmed at sign-up who proved the address through the app's mailed link: no e-mail check", () => {
    store({
      email: 'pat@example.com',
      email_confirmed_at: CREATED,
      user_metadata: { accountType: 'parent', first_name: 'Pat' },
      app_metadata: { provider: 'email', providers: ['email'], email_proven: true },
    });
    const frame = painted('/app/family');
    expect(frame.querySelector('.tracker-verify-email')).toBeNull();
    expect(comparable(frame.querySelector('header'))).toBe(header('parent', 'Pat'));
    expect(kept()?.html).not.toContain('tracker-verify-email');
  });

  test("every parent: the Child Accounts section's heading and lead as the page draws them, nothing to act on", () => {
    const lead = drawn(
      <Section title={CHILD_ACCOUNTS_TITLE} className="tracker-family-no-print">
        <ChildAccountsLead />
      </Section>,
      'section',
    );
    for (const app_metadata of [{ email_proven: true }, {}]) {
      store({
        email: 'pat@example.com',
        email_confirmed_at: CREATED,
        user_metadata: { accountType: 'parent', first_name: 'Pat' },
        app_metadata,
      });
      const frame = painted('/app/family');
      expect(comparable(frame.querySelector('section'))).toBe(lead);
      expect(frame.querySelector('section')?.querySelector('form, input, button, a')).toBeNull();
      expect(kept()?.html).toContain(CHILD_ACCOUNTS_TITLE);
    }
  });

  test("only the server's own answer counts: a claim in the user metadata (the user writes it) does not", () => {
    store({
      email: 'pat@example.com',
      email_confirmed_at: CREATED,
      user_metadata: { accountType: 'parent', first_name: 'Pat', email_proven: true },
      app_metadata: { provider: 'email', email_proven: 'yes' },
    });
    expect(painted('/app/family').querySelector('.tracker-verify-email')).not.toBeNull();
  });

  test("a player: the player's header in the player's container, no e-mail check", () => {
    store({
      email: 'pia@example.com',
      email_confirmed_at: CREATED,
      user_metadata: { accountType: 'player', first_name: 'Pia' },
    });
    const frame = painted('/app/family');
    expect(comparable(frame.querySelector('header'))).toBe(header('player', 'Pia'));
    expect(frame.querySelector('.tracker-verify-email')).toBeNull();
    expect(frame.querySelector('section')).toBeNull();
    expect(frame.firstElementChild?.className).toBe('dp-container tracker-page');
  });

  test('the family page finds the frame its HTML kept, and shows it as the shell does', () => {
    store({ email: 'pat@example.com', user_metadata: { accountType: 'parent', first_name: 'Pat' } });
    const frame = painted('/app/family');
    expect(keptFamilyFrame()).toBe(frame.innerHTML);
    const holder = document.createElement('div');
    holder.innerHTML = renderToStaticMarkup(<KeptFrame html={frame.innerHTML} />);
    expect(holder.innerHTML).toBe(frame.outerHTML);
    document.dispatchEvent(new Event(PAGE_READY_EVENT));
    expect(keptFamilyFrame()).toBeNull();
  });

  test('the file names nobody; with no session stored the whole frame stays unseen', () => {
    expect(storedFrame('/app/family').html).toContain('<strong></strong>');
    const frame = painted('/app/family');
    expect(frame.firstElementChild).toHaveClass(FRAME_PENDING_CLASS);
    expect(kept()).toBeUndefined();
  });
});

describe("the dashboard's HTML greets the player of the session stored on this device, before any app code", () => {
  test.each([
    ['a first name', { first_name: 'Pia' }, 'Pia'],
    ['no first name', {}, ''],
    ['a name with markup in it, as text', { first_name: '<b>Jo</b>' }, '<b>Jo</b>'],
  ])("%s: the header shown with the page's own greeting, and kept", (_, metadata, firstName) => {
    store({ user_metadata: metadata });
    const frame = painted('/app/dashboard');
    const header = frame.querySelector('header');
    expect(header?.querySelector('h1')?.textContent).toBe(dashboardGreeting(firstName));
    expect(header).not.toHaveClass(FRAME_PENDING_CLASS);
    expect(kept()).toEqual({ path: '/app/dashboard', html: frame.innerHTML });
  });

  test.each([
    ['nothing stored', {}],
    ['only a sign-in in progress', { [`${SESSION_KEY}-code-verifier`]: '"v"' }],
    ['a stored value that is not a session', { [SESSION_KEY]: '{not json' }],
    ['a session without a user', { [SESSION_KEY]: JSON.stringify({ access_token: 'a' }) }],
  ])('%s: the header stays in its place, unseen, naming nobody, and nothing is kept', (_, items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    const header = painted('/app/dashboard').querySelector('header');
    expect(header).toHaveClass(FRAME_PENDING_CLASS);
    expect(header?.querySelector('h1')?.textContent).toBe(dashboardGreeting(''));
    expect(kept()).toBeUndefined();
  });

  test('the settings button says it cannot be used yet: a press before the page takes over opens nothing', () => {
    expect(storedFrame('/app/dashboard').html).toMatch(/<button[^>]*aria-disabled="true"[^>]*>/);
  });
});

describe("the upgrade page's HTML holds Pro's hero", () => {
  const hero = () => painted('/app/subscription').querySelector('.billing-upgrade__hero');

  test('shown on a visit that chose no plan before, signed in or not, and kept', () => {
    expect(hero()).not.toHaveClass(FRAME_PENDING_CLASS);
    history.replaceState({ usr: null, key: 'k', idx: 0 }, '');
    expect(hero()).not.toHaveClass(FRAME_PENDING_CLASS);
    expect(kept()?.path).toBe('/app/subscription');
  });

  test("unseen, in its place, when the visit carries a plan chosen on the page before (react-router's state)", () => {
    history.replaceState({ usr: { selectedPlan: 'parent' }, key: 'k', idx: 0 }, '');
    expect(hero()).toHaveClass(FRAME_PENDING_CLASS);
    expect(kept()?.html).toContain(FRAME_PENDING_CLASS);
  });
});

describe("a titled page's HTML: the page's own header in the page's container, the same for every visitor", () => {
  test('kept as drawn, with or without a stored session', () => {
    const frame = painted('/app/export');
    expect(frame.innerHTML).toBe(storedFrame('/app/export').html);
    expect(frame.innerHTML).toContain(
      `<div class="dp-container tracker-page pro-page"><header class="dp-page-header dp-page-header--start"><h1 class="dp-page-header__title">${PAGE_TITLES.dataExport}</h1><p class="dp-page-header__subtitle">${DATA_EXPORT_SUBTITLE}</p></header><div class="shell-skeleton" role="status">`,
    );
    expect(kept()).toEqual({ path: '/app/export', html: frame.innerHTML });
  });
});

describe("each framed page's script", () => {
  test('is the one frame script; what it fills in is what the frame cannot know', () => {
    for (const path of SIGNED_IN_HTML_PATHS) expect(storedFrame(path).fill.script).toBe('fillFrame');
    expect(storedFrame('/app/dashboard').fill.args).toMatchObject({
      greeting: { nameless: expect.any(String) },
    });
    expect(storedFrame('/app/family').fill.args).toHaveProperty('family.player');
    expect(storedFrame('/app/account').fill.args).toHaveProperty('ages.hintOfAge');
    expect(storedFrame('/app/subscription').fill.args).toEqual({
      path: '/app/subscription',
      chosenPlan: true,
    });
    expect(storedFrame('/app/export').fill.args).toEqual({ path: '/app/export' });
  });
});
