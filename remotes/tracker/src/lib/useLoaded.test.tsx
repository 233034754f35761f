import { describe, expect, test } from '@rstest/core';
import { MESSAGES } from '@dreampitch/domain';
import { act, render, screen } from '@testing-library/react';
import { invalidate, useLoaded } from './useLoaded';

/** How often each query ran. */
const loads: Record<string, number> = {};

function Counter({ queryKey, label }: { queryKey: string | null; label: string }) {
  const loaded = useLoaded(queryKey, async () => {
    loads[label] = (loads[label] ?? 0) + 1;
    return loads[label];
  });
  return <p aria-label={label}>{loaded.data ?? 'none'}</p>;
}

describe('useLoaded invalidation', () => {
  test('a write reloads every mounted query under its prefix and no other', async () => {
    render(
      <>
        <Counter queryKey="family-links:u1" label="links" />
        <Counter queryKey="family-plans:u1" label="plans" />
        <Counter queryKey="goals:u1" label="goals" />
        <Counter queryKey={null} label="idle" />
      </>,
    );
    // Each query resolves in a later task than the first render, so wait for its result, not only its element.
    expect(await screen.findByText('1', { selector: '[aria-label="links"]' })).toBeInTheDocument();
    expect(await screen.findByText('1', { selector: '[aria-label="plans"]' })).toBeInTheDocument();
    expect(await screen.findByText('1', { selector: '[aria-label="goals"]' })).toBeInTheDocument();

    await act(async () => invalidate('family-'));
    expect(await screen.findByText('2', { selector: '[aria-label="links"]' })).toBeInTheDocument();
    expect(screen.getByLabelText('plans')).toHaveTextContent('2');
    expect(screen.getByLabelText('goals')).toHaveTextContent('1');
    expect(screen.getByLabelText('idle')).toHaveTextContent('none');

    await act(async () => invalidate('goals:', 'nothing-'));
    expect(await screen.findByText('2', { selector: '[aria-label="goals"]' })).toBeInTheDocument();
    expect(screen.getByLabelText('links')).toHaveTextContent('2');
  });

  test('an unmounted query is not reloaded', async () => {
    const { unmount } = render(<Counter queryKey="notices:u2" label="notices" />);
    expect(await screen.findByText('1', { selector: '[aria-label="notices"]' })).toBeInTheDocument();
    unmount();
    await act(async () => invalidate('notices:'));
    expect(loads.notices).toBe(1);
  });
});

function Failing({ failure }: { failure: unknown }) {
  const loaded = useLoaded('failing', () => Promise.reject(failure));
  return <p role="alert">{loaded.error?.message ?? 'loading'}</p>;
}

describe('useLoaded failures', () => {
  test("a dropped connection or a page's code that could not load is worded from the catalogue", async () => {
    for (const failure of [
      new TypeError('Failed to fetch'),
      { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' },
      Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' }),
    ]) {
      const { unmount } = render(<Failing failure={failure} />);
      expect(await screen.findByText(MESSAGES.connectionLost)).toBeInTheDocument();
      unmount();
    }
  });

  test("a server's refusal keeps its words; a thrown object without words gets the catalogue's", async () => {
    const { unmount } = render(<Failing failure={new Error(MESSAGES.freeGoalLimit)} />);
    expect(await screen.findByText(MESSAGES.freeGoalLimit)).toBeInTheDocument();
    unmount();
    render(<Failing failure={{}} />);
    expect(await screen.findByText(MESSAGES.somethingWentWrongTryAgain)).toBeInTheDocument();
  });
});
