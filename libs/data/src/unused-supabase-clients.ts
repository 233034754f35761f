/*
 * supabase-js builds a Realtime and a Storage client in every `createClient`, so a bundle carries both (about 23 KiB
 * of the 58 KiB gzip it weighs) although DreamPitch uses neither: its data goes through PostgREST, Auth and Edge
 * Functions only. The browser builds alias `@supabase/realtime-js` and `@supabase/storage-js` to this module
 * (tools/federation `browserAliases`); Node (tests, tools) keeps the real packages. It provides what
 * supabase-js calls on every client, and a use of either feature fails loudly instead of doing nothing.
 */

const notBundled = (feature: string) => (): never => {
  throw new Error(
    `Supabase ${feature} is not part of DreamPitch's browser build; remove its alias in tools/federation to use it.`,
  );
};

/**
 * Stands in for `RealtimeClient`: supabase-js hands it every new access token. Its other methods are what
 * supabase-js's own Realtime methods (`supabase.channel()` and the like) call.
 */
export class RealtimeClient {
  async setAuth(): Promise<void> {}

  channel = notBundled('Realtime');
  getChannels = this.channel;
  removeChannel = this.channel;
  removeAllChannels = this.channel;
}

/** Stands in for `StorageClient`: supabase-js constructs one; any call on it throws. */
export class StorageClient {
  from = notBundled('Storage');
}

export class StorageApiError extends Error {}
