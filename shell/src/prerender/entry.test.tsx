import { beforeAll, describe, expect, rs, test } from '@rstest/core';
import {
  DASHBOARD_SUBTITLE,
  DATA_EXPORT_SUBTITLE,
  dashboardGreeting,
  PAGE_TITLES,
  UPGRADE_LOOK,
} from '@dreampitch/domain';
import { FRAME_PENDING_CLASS, KEPT_FRAME_CLASS } from '@dreampitch/app-frame/routes';
import { PRERENDERED_PATHS, SIGNED_IN_HTML_PATHS } from '@dreampitch/app-frame/routes/built';
import { renderPages, type RenderedPage } from './entry';
import { prerenderProblem } from '../../../tools/prerender/html';
import { storedFrame } from './storedFrames';

// As in the build (index.ts), remote pages come from their source.
rs.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => import('./federationRuntimeStub').then((stub) => stub.loadRemote(id)),
  registerRemotes: () => {},
}));

// A character shown as an emoji makes Chromium search the device's fonts during the page's first layout when the
// page's fonts lack it (30 to 40 ms on the bench machine, four times that in Lighthouse's TBT): every icon a page's
// HTML shows is drawn (libs/ui Icon, docs/PERFORMANCE.md). Text symbols such as ✓ cost nothing.
const EMOJI = /\p{Emoji_Presentation}|\uFE0F/gu;

/** Every page the build writes, by path (none: the SPA page), rendered once as the build does. */
const pages = new Map<string | undefined, RenderedPage>();
beforeAll(async () => {
  for await (const page of renderPages()) pages.set(page.path, page);
}, 120_000);
const markupOf = (path?: string) => pages.get(path)?.markup ?? '';

test('renders the SPA page, each framed page, then each prerendered page: the last settle the session as signed out', () => {
  expect([...pages.keys()]).toEqual([undefined, ...SIGNED_IN_HTML_PATHS, ...PRERENDERED_PATHS]);
  for (const path of SIGNED_IN_HTML_PATHS) expect(pages.get(path)?.fill).toEqual(storedFrame(path).fill);
  for (const path of [undefined, ...PRERENDERED_PATHS]) expect(pages.get(path)?.fill).toBeUndefined();
});

describe("the SPA page's frame (shell/dist/200.html, where signed-in pages start)", () => {
  test('is the app frame and a page skeleton while the session is unknown: a nav with no link, no heading', () => {
    const markup = markupOf();
    expect(markup).toContain('class="shell-brand"');
    expect(markup).toMatch(/<nav aria-label="Main"[^>]*><ul><\/ul><\/nav>/);
    expect(markup).toContain('Checking your account');
    expect(markup.match(/shell-skeleton__card/g)).toHaveLength(3);
    expect(markup).not.toContain('<h1');
  });
});

describe("a framed signed-in page's own HTML (where it starts, before the session is known)", () => {
  test("/app/export: the frame, the page's own header in the page's container, and the skeleton, no content", () => {
    const markup = markupOf('/app/export');
    expect(markup).toContain('class="shell-brand"');
    expect(markup).toMatch(/<nav aria-label="Main"[^>]*><ul><\/ul><\/nav>/);
    expect(markup).toContain(
      `<div class="dp-container tracker-page pro-page"><header class="dp-page-header dp-page-header--start"><h1 class="dp-page-header__title">${PAGE_TITLES.dataExport}</h1><p class="dp-page-header__subtitle">${DATA_EXPORT_SUBTITLE}</p></header>`,
    );
    expect(markup).toContain('Checking your account');
    expect(markup.match(/shell-skeleton__card/g)).toHaveLength(3);
    expect(markup).not.toContain('shell-skeleton__heading');
    expect(markup).not.toContain('Everything in one file');
  });

  test.each(SIGNED_IN_HTML_PATHS)('%s shows its heading and the line under it, and no emoji', (path) => {
    const markup = markupOf(path);
    expect(markup).toMatch(/<h1 class="[^"]+">[^<]+<\/h1><p class="[^"]+">[^<]+<\/p>/);
    expect(markup).toContain('Checking your account');
    expect(markup.match(EMOJI)).toBeNull();
  });

  test("/app/dashboard: the greeting's header in its place, unseen and naming nobody until the stored session is read", () => {
    const markup = markupOf('/app/dashboard');
    expect(markup).toContain(
      `<div class="dp-container tracker-page tracker-dashboard"><header class="dp-page-header dp-page-header--start shell-frame-pending"><h1 class="dp-page-header__title">${dashboardGreeting('')}</h1><p class="dp-page-header__subtitle">${DASHBOARD_SUBTITLE}</p><div class="dp-page-header__actions"><button`,
    );
    expect(markup).toContain('Checking your account');
  });

  test("/app/subscription: the Pro plan's hero (the plan a visit starts with), in the page's container", () => {
    const markup = markupOf('/app/subscription');
    expect(markup).toContain(
      `<div class="dp-container billing-upgrade billing-upgrade--pro"><header class="billing-upgrade__hero">`,
    );
    expect(markup).toContain(`<h1 class="billing-upgrade__headline">${UPGRADE_LOOK.pro.headline}</h1>`);
    expect(markup).toContain('Checking your account');
  });

  test.each(SIGNED_IN_HTML_PATHS)(
    "%s: the frame drawn by the build (storedFrames.tsx), naming nobody, as the app's first render shows it kept",
    (path) => {
      const markup = markupOf(path);
      expect(markup).toContain(`<div class="${KEPT_FRAME_CLASS}">${storedFrame(path).html}</div>`);
      expect(markup).not.toContain('shell-skeleton__heading');
    },
  );

  test.each(['/app/account', '/app/family'])('%s: its details wait unseen for the script', (path) => {
    expect(markupOf(path)).toContain(FRAME_PENDING_CLASS);
  });
});

describe('the build-time render of the public pages that start without a choice or with a mailed link', () => {
  test('/app/goal-creation is what a direct visit shows: Missing Information, with the way to player selection', () => {
    const markup = markupOf('/app/goal-creation');
    expect(prerenderProblem(markup)).toBeNull();
    expect(markup).toMatch(/<h1[^>]*>Missing Information<\/h1>/);
    expect(markup).toContain('href="/app/player-selection"');
  });

  test.each([
    ['/app/confirm-email', 'Confirm your e-mail address'],
    ['/app/reset-password', 'Choose a new password'],
  ])('%s shows its heading and the check of the link, the same for every link', (path, heading) => {
    const markup = markupOf(path);
    expect(prerenderProblem(markup)).toBeNull();
    expect(markup).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(markup).toContain('Checking your link…');
  });

  test.each(PRERENDERED_PATHS)('%s renders its page with its heading, not an error or a spinner', (path) => {
    expect(prerenderProblem(markupOf(path))).toBeNull();
  });
});

describe('the HTML of every prerendered page holds no emoji', () => {
  test.each(PRERENDERED_PATHS)('%s', (path) => {
    expect(markupOf(path).match(EMOJI)).toBeNull();
  });
});
