import { MESSAGES } from '@dreampitch/domain';
import { expect, test } from '@rstest/core';
import type { DataClient } from '../supabase-backend';
import { SupabaseAccountBackend } from './supabase';

/**
 * The page a GET /auth/v1/verify link redirects to (hosted templates' {{ .ConfirmationURL }}): supabase-js turns the
 * fragment's tokens into the session when the client is created; the account backend says which link it was.
 */
const clientWith = (session: object | null) => async () =>
  ({ auth: { getSession: async () => ({ data: { session }, error: null }) } }) as unknown as DataClient;

/** The account backend over one fake client: the redirect is read through supabase-js (`authClient`). */
const accountWith = (session: object | null, fragment: string) =>
  new SupabaseAccountBackend(clientWith(session), clientWith(session), fragment);

const SESSION_FRAGMENT =
  '#access_token=a.b.c&expires_at=1999999999&expires_in=3600&refresh_token=r1&sb=&token_type=bearer&type=';

test('a redirect with a session names its link: recovery, sign-up confirmation, e-mail change', async () => {
  for (const type of ['recovery', 'signup', 'email_change'] as const) {
    const account = accountWith({ user: { id: 'u1' } }, SESSION_FRAGMENT + type);
    expect(await account.openedRedirect()).toBe(type);
  }
});

test('a refused link (used or expired) rejects with the app’s message and GoTrue’s code', async () => {
  const account = accountWith(
    null,
    '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
  );
  await expect(account.openedRedirect()).rejects.toMatchObject({
    message: MESSAGES.emailLinkInvalid,
    code: 'otp_expired',
  });
});

test('tokens the client did not accept open nothing', async () => {
  const account = accountWith(null, `${SESSION_FRAGMENT}recovery`);
  await expect(account.openedRedirect()).rejects.toMatchObject({ message: MESSAGES.emailLinkInvalid });
});

test('no redirect, another fragment, or another kind of token is not a mailed link', async () => {
  for (const fragment of ['', '#section-2', `${SESSION_FRAGMENT}magiclink`, '#type=recovery']) {
    const account = accountWith({ user: { id: 'u1' } }, fragment);
    expect(await account.openedRedirect()).toBeNull();
  }
});
