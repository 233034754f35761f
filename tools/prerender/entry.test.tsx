import { describe, expect, rs, test } from '@rstest/core';
import { PRERENDERED_PATHS, renderPage } from './entry';
import { prerenderProblem } from './html';

// As in the build (index.ts), remote pages come from their source.
rs.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => import('./federationRuntimeStub').then((stub) => stub.loadRemote(id)),
  registerRemotes: () => {},
}));

describe('the build-time render of the public pages that start without a choice or with a mailed link', () => {
  test('/app/goal-creation is what a direct visit shows: Missing Information, with the way to player selection', async () => {
    const markup = await renderPage('/app/goal-creation');
    expect(prerenderProblem(markup)).toBeNull();
    expect(markup).toMatch(/<h1[^>]*>Missing Information<\/h1>/);
    expect(markup).toContain('href="/app/player-selection"');
  });

  test.each([
    ['/app/confirm-email', 'Confirm your e-mail address'],
    ['/app/reset-password', 'Choose a new password'],
  ])('%s shows its heading and the check of the link, the same for every link', async (path, heading) => {
    const markup = await renderPage(path);
    expect(prerenderProblem(markup)).toBeNull();
    expect(markup).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(markup).toContain('Checking your link…');
  });

  test.each(PRERENDERED_PATHS)(
    '%s renders its page with its heading, not an error or a spinner',
    async (path) => {
      expect(prerenderProblem(await renderPage(path))).toBeNull();
    },
  );
});
