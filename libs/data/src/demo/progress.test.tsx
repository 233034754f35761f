import { expect, test } from '@rstest/core';
import { screen } from '@testing-library/react';
import { showDemoProgress } from './progress';

test('demo mode says how many database steps are done while it loads, then the line goes', () => {
  const progress = showDemoProgress(document);
  expect(screen.queryByRole('status')).toBeNull();
  progress.update(1, 39);
  progress.update(12, 39);
  expect(screen.getByRole('status')).toHaveTextContent('Preparing the demo: 12 of 39 database steps done');
  progress.done();
  expect(screen.queryByRole('status')).toBeNull();
});
