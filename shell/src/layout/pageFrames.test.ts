import { DATA_EXPORT_SUBTITLE, PAGE_TITLES } from '@dreampitch/domain';
import { expect, test } from '@rstest/core';
import { ROUTES } from '../routes';
import { PAGE_FRAMES } from './pageFrames';

test('every framed route has a header, and only those; each a signed-in page', () => {
  const framed = ROUTES.filter((route) => route.framed);
  expect(Object.keys(PAGE_FRAMES).sort()).toEqual(framed.map((route) => route.path).sort());
  for (const route of framed) expect(route.access).not.toBe('public');
});

test("a frame's header is the page's own copy: the route's title and the page's subtitle from libs/domain", () => {
  expect(ROUTES.find((route) => route.path === '/app/export')?.title).toBe(PAGE_TITLES.dataExport);
  expect(PAGE_FRAMES['/app/export']).toEqual({
    container: 'tracker-page pro-page',
    subtitle: DATA_EXPORT_SUBTITLE,
  });
});
