import { expect, test } from '@rstest/core';
import { ROUTES } from '../routes';
import { plainSkeleton } from './PageSkeleton';
import { usePageSkeleton } from './usePageSkeleton';

test('a route without a frame, signed-in or not, or whose HTML keeps its own, gets the plain skeleton at once, without waiting for the frames', () => {
  const unframed = ROUTES.filter(
    (route) => route.firstPaint !== 'header' && route.firstPaint !== 'filled-header',
  );
  expect(unframed.map((route) => route.path)).toEqual(
    expect.arrayContaining(['/app/family', '/app/account', '/']),
  );
  // Called outside a component on purpose: on these routes it must return before it reaches `use` (a suspension).
  const skeletonOf = usePageSkeleton;
  for (const route of unframed) expect(skeletonOf(route)).toBe(plainSkeleton);
});
