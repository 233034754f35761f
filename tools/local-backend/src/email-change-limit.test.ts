import { errorMessage, MESSAGES } from '@dreampitch/domain';
import { afterAll, beforeAll, expect, test } from '@rstest/core';
import { startTestBackend, TEST_RATE_LIMITS, type TestBackend } from './test-support';

/**
 * Why an e-mail change can be refused for an address never mailed: GoTrue's hourly e-mail limit (emailSent, 2 an
 * hour by default) is a bucket per client address that every account e-mail from there shares, whoever it is for.
 * The app must say so, not blame the address.
 */

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ authRateLimits: { ...TEST_RATE_LIMITS, emailSent: 2 } });
}, 120_000);
afterAll(async () => {
  await backend.stop();
}, 60_000);

test('two other accounts’ e-mails from one address use up the hour; the change is refused in those words', async () => {
  for (let n = 0; n < 2; n++) {
    const other = await backend.signUp();
    const { error } = await other.client.auth.resend({ type: 'signup', email: other.email });
    expect(error).toBeNull();
  }
  const adult = await backend.signUp({ first_name: 'Ada', accountType: 'player', age: 30 });
  const { error } = await adult.client.auth.updateUser({ email: `new-${adult.id}@example.com` });
  expect(error?.status).toBe(429);
  expect(error?.code).toBe('over_email_send_rate_limit');
  const shown = errorMessage(error, MESSAGES.genericError);
  expect(shown).toBe(MESSAGES.tooManyEmails);
  expect(shown).not.toMatch(/to this address/);
  expect(shown).toMatch(/were sent in the last hour/);
});
