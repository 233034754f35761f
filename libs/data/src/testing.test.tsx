import { beforeAll, expect, test } from '@rstest/core';
import { getBackend, preloadBackend } from './config';
import { bootTestHost, configureTestDemo, signedInBackend, signedOutBackend } from './testing';

beforeAll(bootTestHost, 120_000);

test('a page under test gets a new player of the real sign-up, the demo’s mock player’s double', async () => {
  const backend = await configureTestDemo();
  await preloadBackend();
  expect(getBackend()).toBe(backend);
  const user = await backend.getSession();
  expect(await backend.getProfile(user!.id)).toMatchObject({ firstName: 'Demo', subscriptionPlan: 'free' });
});

test('each backend is an account of its own; a visitor’s has no session and reads no profile', async () => {
  const one = await signedInBackend();
  const other = await signedInBackend({ firstName: 'Other' });
  const [first, second] = [await one.getSession(), await other.getSession()];
  expect(first!.id).not.toBe(second!.id);
  const visitor = await signedOutBackend();
  expect(await visitor.getSession()).toBeNull();
  await expect(visitor.getProfile(first!.id)).rejects.toThrow();
});
