import { expect, rs, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { PAGE_READY_EVENT } from '@dreampitch/app-frame/routes';
import { RegistryError } from './registry';
import { RemoteErrorBoundary } from './PageBoundaries';

function Broken({ error }: { error: Error }): never {
  throw error;
}

test('a remote that throws while rendering shows a friendly message with Retry, logged once', async () => {
  const log = rs.spyOn(console, 'error').mockImplementation(() => {});
  const onRetry = rs.fn();
  render(
    <>
      <nav>Main navigation</nav>
      <RemoteErrorBoundary remote="games" onRetry={onRetry}>
        <Broken error={new Error('render failed')} />
      </RemoteErrorBoundary>
    </>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load this page right now.");
  expect(screen.getByText('Main navigation')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(log.mock.calls.filter(([message]) => String(message).includes('[shell]'))).toHaveLength(1);
  log.mockRestore();
});

test('a registry failure says where the page could not be found', () => {
  const log = rs.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <RemoteErrorBoundary remote="billing" onRetry={() => {}}>
      <Broken error={new RegistryError('The remote registry answered 404.')} />
    </RemoteErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    "We couldn't find where this page lives. Please try again in a moment.",
  );
  // The registry's own words are the console's.
  expect(screen.getByRole('alert')).not.toHaveTextContent(/registry|404/);
  log.mockRestore();
});

/** How often `ui` told the prerendered page's script that the page is live while rendering. */
function pageReadyAnnouncements(ui: ReactElement): number {
  const ready = rs.fn();
  document.addEventListener(PAGE_READY_EVENT, ready);
  render(ui);
  document.removeEventListener(PAGE_READY_EVENT, ready);
  return ready.mock.calls.length;
}

test('the message with Retry is the page once shown: a prerendered page stops holding presses for it', () => {
  const log = rs.spyOn(console, 'error').mockImplementation(() => {});
  const announced = pageReadyAnnouncements(
    <RemoteErrorBoundary remote="games" onRetry={() => {}}>
      <Broken error={new Error('manifest failed')} />
    </RemoteErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toBeInTheDocument();
  expect(announced).toBe(1);
  log.mockRestore();
});

test("a section that fails shows the page's own version of it, and the page stays the page", () => {
  const log = rs.spyOn(console, 'error').mockImplementation(() => {});
  const announced = pageReadyAnnouncements(
    <RemoteErrorBoundary remote="training" fallback={<p>Pick drills by hand</p>}>
      <Broken error={new Error('section failed')} />
    </RemoteErrorBoundary>,
  );
  expect(screen.getByText('Pick drills by hand')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(announced).toBe(0);
  expect(log.mock.calls.filter(([message]) => String(message).includes('[shell]'))).toHaveLength(1);
  log.mockRestore();
});
