import { configureData, createMemoryStorage } from '@dreampitch/data';
import { preloadDialog } from '@dreampitch/ui';
import { afterEach, beforeAll, expect } from '@rstest/core';
import * as jestDomMatchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';

expect.extend(jestDomMatchers);
// Pages over the real rules (@dreampitch/data/testing) wait for a database in the page, slower than memory on a busy
// machine: a `findBy` waits up to 5 s for what the page shows once the server answered.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => cleanup());

// Pages load the dialog's code when one first opens (libs/ui Dialog.tsx); tests find it loaded, as a user who
// hovered or focused the trigger does, so they can query an opened dialog at once.
beforeAll(async () => {
  await preloadDialog();
});

// Until a test configures one (the real rules: `@dreampitch/data/testing`), pages find the backend of a deployment
// whose server never answers: nobody is signed in, and every request fails as an unreachable server's does.
beforeAll(() => {
  configureData(
    { supabaseUrl: 'http://no-server.invalid', supabaseAnonKey: 'anon-key', stripePublishableKey: null },
    {
      storage: createMemoryStorage(),
      clientOptions: { global: { fetch: () => Promise.reject(new TypeError('fetch failed')) } },
    },
  );
});
