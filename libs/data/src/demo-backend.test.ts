import { describe, expect, test } from '@rstest/core';
import { describeBackendContract } from './backend.contract';
import { DEMO_USER, DemoBackend } from './demo-backend';
import { createMemoryStorage } from './storage';

// One shared in-memory "server" per suite, as the Supabase side shares one local backend.
let shared: DemoBackend | null = null;

describeBackendContract('DemoBackend', {
  createBackend(storage) {
    // Each backend is its own "client": fresh local storage, nobody signed in.
    shared = new DemoBackend({ storage, signedIn: false });
    return shared;
  },
  setOffline(offline) {
    shared?.setOffline(offline);
  },
  async elapseGame(playId, seconds) {
    shared?.backdateGame(seconds, playId);
  },
  async elapseSession(sessionId, seconds) {
    shared?.backdateSessionStart(sessionId, seconds);
  },
});

describe('DemoBackend demo mode', () => {
  test('starts with the mock user signed in, with a profile', async () => {
    const backend = new DemoBackend({ storage: createMemoryStorage() });
    const user = await backend.getSession();
    expect(user).toEqual(DEMO_USER);
    expect(await backend.getProfile(DEMO_USER.id)).toMatchObject({
      firstName: 'Demo',
      subscriptionPlan: 'free',
    });
  });
});
