import { DATA_EXPORT_SUBTITLE, PAGE_TITLES, UPGRADE_LOOK } from '@dreampitch/domain';
import { StaticRouter } from '@dreampitch/ui/router';
import { expect, test } from '@rstest/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { ROUTES } from '../routes';
import { PAGE_FRAMES, framedSkeleton } from './pageFrames';

const frameAt = (path: string, state?: unknown) =>
  renderToStaticMarkup(
    <StaticRouter location={{ pathname: path, state }}>
      {framedSkeleton(
        path,
        ROUTES.find((route) => route.path === path)?.title ?? '',
      )('Checking your account')}
    </StaticRouter>,
  );

test('every framed route has a frame, and only those; each a signed-in page', () => {
  const framed = ROUTES.filter((route) => route.framed);
  expect(Object.keys(PAGE_FRAMES).sort()).toEqual(framed.map((route) => route.path).sort());
  for (const route of framed) expect(route.access).not.toBe('public');
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
