import {
  DASHBOARD_SETTINGS_LABEL,
  DATA_EXPORT_SUBTITLE,
  PAGE_TITLES,
  UPGRADE_LOOK,
} from '@dreampitch/domain';
import { StaticRouter } from '@dreampitch/ui/router';
import { expect, test } from '@rstest/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { ROUTES } from '../routes';
import { PAGE_FRAMES, framedSkeleton } from './pageFrames';
import { TITLED_FRAMES, titledSkeleton } from './titledFrames';

const pathsPainted = (firstPaint: string) =>
  ROUTES.filter((route) => route.firstPaint === firstPaint).map((route) => route.path);

const title = (path: string) => ROUTES.find((route) => route.path === path)?.title ?? '';

const frameAt = (path: string, state?: unknown) =>
  renderToStaticMarkup(
    <StaticRouter location={{ pathname: path, state }}>
      {(framedSkeleton(path, title(path)) ?? titledSkeleton(path, title(path)))!('Checking your account')}
    </StaticRouter>,
  );

test("every route whose first paint is its header has that header, in its kind's chunk, and only those", () => {
  expect(Object.keys(PAGE_FRAMES).sort()).toEqual(pathsPainted('filled-header').sort());
  expect(Object.keys(TITLED_FRAMES).sort()).toEqual(pathsPainted('header').sort());
  // A route whose HTML keeps its own frame (drawn from the stored session) has no frame in the app's code.
  for (const path of pathsPainted('filled-details')) {
    expect(framedSkeleton(path, title(path))).toBeUndefined();
    expect(titledSkeleton(path, title(path))).toBeUndefined();
  }
});

test("a frame's header is the page's own copy: the route's title and the page's subtitle from libs/domain", () => {
  expect(ROUTES.find((route) => route.path === '/app/export')?.title).toBe(PAGE_TITLES.dataExport);
  expect(frameAt('/app/export')).toContain(
    `<div class="dp-container tracker-page pro-page"><header class="dp-page-header dp-page-header--start"><h1 class="dp-page-header__title">${PAGE_TITLES.dataExport}</h1><p class="dp-page-header__subtitle">${DATA_EXPORT_SUBTITLE}</p></header><div class="shell-skeleton" role="status">`,
  );
});

test("the upgrade page's frame shows the hero of the plan chosen on the page before, Pro unless told", () => {
  expect(frameAt('/app/subscription')).toContain(
    `<div class="dp-container billing-upgrade billing-upgrade--pro"><header class="billing-upgrade__hero">`,
  );
  expect(frameAt('/app/subscription')).toContain(UPGRADE_LOOK.pro.headline);
  const parent = frameAt('/app/subscription', { selectedPlan: 'parent' });
  expect(parent).toContain('billing-upgrade--parent');
  expect(parent).toContain(UPGRADE_LOOK.parent.headline);
  expect(parent).not.toContain('shell-frame-pending');
});

test("the dashboard frame's settings button says it cannot be used yet: a press before the page takes over opens nothing", () => {
  const frame = frameAt('/app/dashboard');
  expect(frame).toContain(DASHBOARD_SETTINGS_LABEL);
  expect(frame).toMatch(/<button[^>]*aria-disabled="true"[^>]*>/);
});
