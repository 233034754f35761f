import { describe, expect, test } from '@rstest/core';
import type { Backend, KeptRead } from '@dreampitch/data';
import { keptCopyMessage } from '@dreampitch/domain';
import { act, render, screen } from '@testing-library/react';
import { KeptCopyNotice } from './KeptCopyNotice';
import { useKeptLoaded } from './useLoaded';

/** A backend whose kept reads answer what `answers` holds for their key: a copy (with its time) or the server's. */
function backendAnswering(answers: Record<string, KeptRead<string>>): Pick<Backend, 'keptRead'> {
  return {
    keptRead: async <T,>(key: string) => answers[key] as KeptRead<T>,
  };
}

function Read({ queryKey, backend }: { queryKey: string; backend: Pick<Backend, 'keptRead'> }) {
  const loaded = useKeptLoaded(queryKey, async () => 'unused', backend);
  return <p aria-label={queryKey}>{loaded.data ?? 'loading'}</p>;
}

const fourPm = new Date(2026, 11, 3, 16, 5).toISOString();
const ninePm = new Date(2026, 11, 3, 21, 30).toISOString();

describe('KeptCopyNotice and useKeptLoaded', () => {
  test("says nothing while every read is the server's answer", async () => {
    const backend = backendAnswering({ links: { value: 'fresh' } });
    render(
      <>
        <KeptCopyNotice />
        <Read queryKey="links" backend={backend} />
      </>,
    );
    expect(await screen.findByText('fresh')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('offline, shows the data kept and says once, for the oldest copy, when it was kept', async () => {
    const backend = backendAnswering({
      links: { value: 'kept links', keptAt: ninePm },
      plans: { value: 'kept plans', keptAt: fourPm },
    });
    const { unmount } = render(
      <>
        <KeptCopyNotice />
        <Read queryKey="links" backend={backend} />
        <Read queryKey="plans" backend={backend} />
      </>,
    );
    expect(await screen.findByText('kept links')).toBeInTheDocument();
    expect(await screen.findByText('kept plans')).toBeInTheDocument();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(keptCopyMessage(new Date(fourPm)));
    expect(notice.textContent).toMatch(
      /^You're offline\. Showing what you saw last, saved (on \d+ \w+ )?at 4:05 PM\.$/,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    unmount();
  });

  test('the notice goes with the last copy on screen', async () => {
    const backend = backendAnswering({ kept: { value: 'kept', keptAt: fourPm } });
    function Page({ showRead }: { showRead: boolean }) {
      return (
        <>
          <KeptCopyNotice />
          {showRead && <Read queryKey="kept" backend={backend} />}
        </>
      );
    }
    const { rerender } = render(<Page showRead />);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    await act(async () => rerender(<Page showRead={false} />));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
