import { describe, expect, it } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { mutate, useQuery } from './query';

/** A tiny server: a list of names, how often it was read, and answers the test releases by hand when it wants. */
function fakeServer() {
  const names = ['Ada'];
  const server = {
    reads: 0,
    list: async () => {
      server.reads += 1;
      return [...names];
    },
    add: async (name: string) => {
      names.push(name);
      return name;
    },
    fail: async (): Promise<string> => {
      throw new Error('Could not save');
    },
  };
  return server;
}

function Names({ server, id = 'names' }: { server: ReturnType<typeof fakeServer>; id?: string }) {
  const names = useQuery('names:list', server.list);
  return (
    <p data-testid={id}>
      {names.loading ? 'loading ' : ''}
      {names.data?.join(',') ?? ''}
      {names.error ? names.error.message : ''}
    </p>
  );
}

function AddName({ server, run }: { server: ReturnType<typeof fakeServer>; run?: () => Promise<string> }) {
  const [outcome, setOutcome] = useState('');
  const add = (name: string) => mutate(() => (run ? run() : server.add(name)), ['names:']);
  return (
    <>
      <button
        type="button"
        onClick={() => add('Bo').then(setOutcome, (error: Error) => setOutcome(error.message))}
      >
        Add
      </button>
      <output>{outcome}</output>
    </>
  );
}

describe('useQuery and mutate', () => {
  it('loads once for every reader of a key and shows the same answer to each', async () => {
    const server = fakeServer();
    render(
      <>
        <Names server={server} id="first" />
        <Names server={server} id="second" />
      </>,
    );
    expect(screen.getByTestId('first')).toHaveTextContent('loading');
    expect(await screen.findByText('Ada', { selector: '[data-testid=second]' })).toBeInTheDocument();
    expect(screen.getByTestId('first')).toHaveTextContent(/^Ada$/);
    expect(server.reads).toBe(1);
  });

  it('refetches the queries a mutation makes stale, so the list shows the new row', async () => {
    const server = fakeServer();
    render(
      <>
        <Names server={server} />
        <AddName server={server} />
      </>,
    );
    await screen.findByText('Ada');
    await act(async () => screen.getByRole('button', { name: 'Add' }).click());
    expect(await screen.findByText('Ada,Bo')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Bo');
    expect(server.reads).toBe(2);
  });

  it('leaves the queries alone when the mutation fails and hands its error to the caller', async () => {
    const server = fakeServer();
    render(
      <>
        <Names server={server} />
        <AddName server={server} run={server.fail} />
      </>,
    );
    await screen.findByText('Ada');
    await act(async () => screen.getByRole('button', { name: 'Add' }).click());
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    expect(server.reads).toBe(1);
  });

  it('shows the cached answer at once when a reader mounts again, then refreshes it', async () => {
    const server = fakeServer();
    const first = render(<Names server={server} />);
    await screen.findByText('Ada');
    first.unmount();
    await server.add('Cy');
    render(<Names server={server} />);
    expect(screen.getByTestId('names')).toHaveTextContent('loading Ada');
    expect(await screen.findByText('Ada,Cy')).toBeInTheDocument();
  });

  it('keeps only the newest answer when an earlier, slower one arrives last', async () => {
    const releases: Array<(value: string[]) => void> = [];
    const slow = () => new Promise<string[]>((resolve) => releases.push(resolve));
    function Reloadable() {
      const names = useQuery('names:slow', slow);
      return (
        <button type="button" onClick={names.reload}>
          {names.data?.join(',') ?? 'nothing'}
        </button>
      );
    }
    render(<Reloadable />);
    await act(async () => screen.getByRole('button').click());
    expect(releases).toHaveLength(2);
    await act(async () => releases[1]!(['new']));
    await act(async () => releases[0]!(['old']));
    expect(screen.getByRole('button')).toHaveTextContent('new');
  });
});
