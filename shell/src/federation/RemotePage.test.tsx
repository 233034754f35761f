import { expect, rs, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { RegistryContext, remoteSection } from './RemotePage';
import type { RemoteRegistry } from './registry';

rs.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: () => {},
  loadRemote: async (id: string) => {
    if (id === 'training/Broken') throw new Error('remote down');
    return { default: ({ pillar }: { pillar: string }) => <p>Drills for {pillar}</p> };
  },
}));

const registry = Promise.resolve({} as RemoteRegistry);

test("a slot shows the remote's module with the page's props", async () => {
  const Drills = remoteSection({ remote: 'training', module: 'SuggestedDrills' });
  // The slot's props are the page's contract with the module (@dreampitch/session SlotProps), passed through.
  const pageProps = { pillar: 'technical' };
  render(
    <RegistryContext value={registry}>
      <Drills fallback={<p>Pick drills by hand</p>} {...pageProps} />
    </RegistryContext>,
  );
  expect(await screen.findByText('Drills for technical')).toBeInTheDocument();
});

test("a slot whose remote fails shows the page's own fallback", async () => {
  const log = rs.spyOn(console, 'error').mockImplementation(() => {});
  const Broken = remoteSection({ remote: 'training', module: 'Broken' });
  render(
    <RegistryContext value={registry}>
      <Broken fallback={<p>Pick drills by hand</p>} />
    </RegistryContext>,
  );
  expect(await screen.findByText('Pick drills by hand')).toBeInTheDocument();
  log.mockRestore();
});
