/*
 * supabase-js builds a Realtime and a Storage client in every `createClient`, so a bundle carries both (about 23 KiB
 * of the 58 KiB gzip it weighs) although DreamPitch uses neither: its data goes through PostgREST, Auth and Edge
 * Functions only. The browser builds alias `@supabase/realtime-js` and `@supabase/storage-js` to this module
 * (tools/federation `browserAliases`); Node (tests, tools) keeps the real packages. It provides what
 * supabase-js calls on every client, and a use of either feature fails loudly instead of doing nothing.
 */

const notBundled = (feature: string) =>
  new Error(
    `Supabase ${feature} is not part of DreamPitch's browser build; remove its alias in tools/federation to use it.`,
  );

/** Stands in for `RealtimeClient`: supabase-js hands it every new access token. */
export class RealtimeClient {
  async setAuth(): Promise<void> {}

  channel(): never {
    throw notBundled('Realtime');
  }

  getChannels(): [] {
    return [];
  }

  async removeChannel(): Promise<'ok'> {
    return 'ok';
  }

  async removeAllChannels(): Promise<[]> {
    return [];
  }
}

/** Stands in for `StorageClient`: supabase-js constructs one; any call on it throws. */
export class StorageClient {
  from(): never {
    throw notBundled('Storage');
  }
}

export class StorageApiError extends Error {}
