import { DEFAULT_NOTIFICATION_PREFERENCES } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import {
  configureData,
  getBackend,
  getLocalNotificationPreferences,
  getRuntimeConfig,
  isBackendConfigured,
  preloadBackend,
} from './config';
import { DEMO_PLAYER } from './demo/demo-host';
import { createMemoryStorage } from './storage';
import { SupabaseBackend } from './supabase-backend';

// In happy-dom: demo mode shows its progress in the page while the schema is built.
const NO_BACKEND = { supabaseUrl: null, supabaseAnonKey: null, stripePublishableKey: null };

describe('runtime config', () => {
  test('without a backend, demo mode is the real schema in this page with the mock player signed in', async () => {
    configureData(NO_BACKEND, { storage: createMemoryStorage() });
    expect(isBackendConfigured()).toBe(false);
    expect(() => getBackend()).toThrow('Demo mode: await preloadBackend() before getBackend()');
    await preloadBackend();
    const backend = getBackend();
    expect(backend).toBeInstanceOf(SupabaseBackend);
    expect(getBackend()).toBe(backend);
    const user = await backend.getSession();
    expect(user?.email).toBe(DEMO_PLAYER.email);
    expect(await backend.getProfile(user!.id)).toMatchObject({ firstName: 'Demo', subscriptionPlan: 'free' });

    // Notification preferences saved through the backend are readable from local storage.
    expect(getLocalNotificationPreferences()).toBeNull();
    const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, frequency: 'daily' as const };
    await backend.updateNotificationPreferences(user!.id, preferences);
    expect(getLocalNotificationPreferences()).toEqual(preferences);
  }, 120_000);

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
    expect(backend).toBeInstanceOf(SupabaseBackend);
    expect(getBackend()).toBe(backend);
  });

  test('a URL without a key is not a configured backend', () => {
    configureData({ ...NO_BACKEND, supabaseUrl: 'http://127.0.0.1:54321' });
    expect(isBackendConfigured()).toBe(false);
  });
});
