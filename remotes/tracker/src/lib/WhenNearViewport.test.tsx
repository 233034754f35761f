import { afterEach, expect, rs, test } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@dreampitch/ui/router';
import { fakeViewport } from '../test/viewport';
import { WhenNearViewport } from './WhenNearViewport';

afterEach(() => {
  rs.unstubAllGlobals();
});

function renderAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <WhenNearViewport anchor="billing" placeholder={<p>loading the section</p>}>
        <p>the costly section</p>
      </WhenNearViewport>
    </MemoryRouter>,
  );
}

test('a section below the screen renders when it comes near, its placeholder holding the place until then', () => {
  const viewport = fakeViewport();
  renderAt('/app/account');
  expect(screen.getByText('loading the section')).toBeInTheDocument();
  expect(screen.queryByText('the costly section')).toBeNull();
  expect(viewport.observed()).toBe(1);

  act(() => viewport.scrollNear());
  expect(screen.getByText('the costly section')).toBeInTheDocument();
  expect(screen.queryByText('loading the section')).toBeNull();
  expect(viewport.observed()).toBe(0);
});

test('an address pointing into the section renders it at once', () => {
  const viewport = fakeViewport();
  renderAt('/app/account#billing');
  expect(screen.getByText('the costly section')).toBeInTheDocument();
  expect(viewport.observed()).toBe(0);
});

test('a section whose place is first observed after the reader scrolled near still renders', async () => {
  // A busy machine may run the page's effects (where the place is observed) after the test has scrolled.
  const viewport = fakeViewport();
  act(() => viewport.scrollNear());
  renderAt('/app/account');
  expect(await screen.findByText('the costly section')).toBeInTheDocument();
});
