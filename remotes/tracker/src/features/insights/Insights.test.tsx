import { bootTestHost } from '@dreampitch/data/testing';
import { configureDemoData, renderPages, subscribeDemoUser } from '@dreampitch/app-frame/testing';
import { getBackend } from '@dreampitch/data';
import { beforeAll, afterEach, expect, rs, test } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import { fakeViewport } from '../../test/viewport';
import { Insights } from './Insights';

/** How many times the suggestions' and charts' module was evaluated (downloaded, in the browser). */
const evaluated = rs.hoisted(() => ({ count: 0 }));

rs.mock('./InsightsBelowFold', () => {
  evaluated.count += 1;
  return { InsightsBelowFold: () => <p>Suggestions and charts</p> };
});

afterEach(() => {
  rs.unstubAllGlobals();
});

beforeAll(bootTestHost, 120_000);

test('the suggestions and charts are downloaded only when the reader comes near them', async () => {
  const viewport = fakeViewport();
  await configureDemoData();
  await subscribeDemoUser();
  renderPages([{ path: '/app/insights', element: <Insights /> }], {
    at: '/app/insights',
    backend: getBackend(),
  });
  expect(await screen.findByRole('region', { name: 'Progress predictions' })).toBeInTheDocument();
  expect(evaluated.count).toBe(0);

  act(() => viewport.scrollNear());
  expect(await screen.findByText('Suggestions and charts')).toBeInTheDocument();
  expect(evaluated.count).toBe(1);
});
