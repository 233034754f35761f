import { createInstance } from '@module-federation/enhanced/runtime';
import { afterEach, expect, rs, test } from '@rstest/core';
import { yieldingShareNegotiationPlugin } from './yieldingShareNegotiation';

afterEach(() => {
  rs.unstubAllGlobals();
});

test('a shared package is chosen and loaded a task after it is asked for, and once when asked for twice', async () => {
  const tasks: (() => void)[] = [];
  rs.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => tasks.push(resolve)) });
  const get = rs.fn(() => Promise.resolve(() => ({ render: 'react-dom' })));
  const federation = createInstance({
    name: 'yielding_share_negotiation_test',
    remotes: [],
    shared: {
      'react-dom': { version: '19.0.0', get, shareConfig: { singleton: true, requiredVersion: false } },
    },
    plugins: [yieldingShareNegotiationPlugin()],
  });

  const first = federation.loadShare('react-dom');
  const second = federation.loadShare('react-dom');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(get).not.toHaveBeenCalled();
  expect(tasks).toHaveLength(2);

  for (const nextTask of tasks.splice(0)) nextTask();
  const [firstFactory, secondFactory] = await Promise.all([first, second]);
  expect(get).toHaveBeenCalledOnce();
  expect(firstFactory).toBe(secondFactory);
});
