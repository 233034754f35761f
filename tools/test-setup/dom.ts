import { preloadBackend } from '@dreampitch/data';
import { preloadDialog } from '@dreampitch/ui';
import { afterEach, beforeAll, expect } from '@rstest/core';
import * as jestDomMatchers from '@testing-library/jest-dom/matchers';
import { cleanup } from '@testing-library/react';

expect.extend(jestDomMatchers);
afterEach(() => cleanup());

// Pages load the dialog's code when one first opens (libs/ui Dialog.tsx); tests find it loaded, as a user who
// hovered or focused the trigger does, so they can query an opened dialog at once.
beforeAll(async () => {
  await preloadDialog();
});

// Pages start after the bootstrap has loaded the demo backend's code (`startApp`); so do the tests.
beforeAll(async () => {
  await preloadBackend();
});
