import { DEFAULT_NOTIFICATION_PREFERENCES } from '@dreampitch/domain';
import { beforeAll, describe, expect, test } from '@rstest/core';
import {
  configureData,
  getBackend,
  getLocalNotificationPreferences,
  getRuntimeConfig,
  isBackendConfigured,
  preloadBackend,
  useInMemoryDemo,
} from './config';
import { DEMO_USER, DemoBackend } from './demo-backend';
import { createMemoryStorage } from './storage';

const NO_BACKEND = { supabaseUrl: null, supabaseAnonKey: null, stripePublishableKey: null };

describe('runtime config', () => {
  beforeAll(async () => {
    useInMemoryDemo((storage) => new DemoBackend({ storage }));
    configureData(NO_BACKEND);
    await preloadBackend();
  });

  test('without a backend the app runs on the demo backend with the mock user', async () => {
    configureData(NO_BACKEND, { storage: createMemoryStorage() });
    expect(isBackendConfigured()).toBe(false);
    const backend = getBackend();
    expect(backend.mode).toBe('demo');
    expect(getBackend()).toBe(backend);
    expect(await backend.getSession()).toEqual(DEMO_USER);
  });

  test('with a URL and an anon key the Supabase backend is the one singleton', () => {
    const config = {
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: 'anon',
      stripePublishableKey: null,
    };
    configureData(config, { storage: createMemoryStorage() });
    expect(isBackendConfigured()).toBe(true);
    expect(getRuntimeConfig()).toEqual(config);
    const backend = getBackend();
    expect(backend.mode).toBe('supabase');
    expect(getBackend()).toBe(backend);
  });

  test('a URL without a key is not a configured backend', () => {
    configureData({ ...NO_BACKEND, supabaseUrl: 'http://127.0.0.1:54321' });
    expect(isBackendConfigured()).toBe(false);
    expect(getBackend().mode).toBe('demo');
  });

  test('notification preferences saved through the backend are readable from local storage', async () => {
    configureData(NO_BACKEND, { storage: createMemoryStorage() });
    expect(getLocalNotificationPreferences()).toBeNull();
    const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, frequency: 'daily' as const };
    await getBackend().updateNotificationPreferences(DEMO_USER.id, preferences);
    expect(getLocalNotificationPreferences()).toEqual(preferences);
  });
});
