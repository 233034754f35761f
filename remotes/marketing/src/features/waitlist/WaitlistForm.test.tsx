import { configureData, createMemoryStorage } from '@dreampitch/data';
import { bootTestHost, configureTestDemo, signedOutBackend, testHost } from '@dreampitch/data/testing';
import { LABELS, MESSAGES } from '@dreampitch/domain';
import { SessionProvider } from '@dreampitch/session';
import { beforeAll, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@dreampitch/ui/router';
import LandingPage from '../../pages/LandingPage';

beforeAll(bootTestHost, 120_000);

const NO_STRIPE = { stripePublishableKey: null };
let clients = 0;

function renderLanding() {
  render(
    <SessionProvider>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </SessionProvider>,
  );
  return {
    input: screen.getByRole('textbox', { name: 'Email address' }),
    submit: () => userEvent.click(screen.getByRole('button', { name: LABELS.joinWaitlist })),
  };
}

/**
 * A deployment with a backend: the test's server, reached through a fetch that records each waitlist insert's body
 * and, with `held`, answers it only once `release` is called.
 */
async function configureBackend({ held = false } = {}) {
  const host = await testHost();
  const inserts: unknown[] = [];
  let release = () => {};
  const answered = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const recording: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/rest/v1/waitlist_emails')) {
      inserts.push(JSON.parse(String(init?.body)));
      await answered;
    }
    return host.fetch(input, init);
  };
  configureData(
    { supabaseUrl: host.server.url, supabaseAnonKey: host.server.anonKey, ...NO_STRIPE },
    {
      storage: createMemoryStorage(),
      // A key per client: each test's client is another "tab" of the same page.
      clientOptions: { auth: { storageKey: `sb-waitlist-${++clients}` }, global: { fetch: recording } },
    },
  );
  return { inserts, release };
}

/** The addresses the server's waitlist holds (read with the service role: visitors may only add to it). */
async function storedAddresses(): Promise<string[]> {
  const host = await testHost();
  const { data, error } = await host
    .client(host.server.serviceRoleKey)
    .from('waitlist_emails')
    .select('email');
  if (error) throw new Error(error.message);
  return data.map((row: { email: string }) => row.email);
}

describe('waitlist on the landing page', () => {
  // Demo mode: the real schema in this page, nobody signed in on the landing page.
  beforeEach(async () => {
    await configureTestDemo(await signedOutBackend());
  });

  test('the landing page shows the tagline, the live beta and the way into the app', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: LABELS.tagline })).toBeInTheDocument();
    expect(screen.getByText(/Live Beta/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LABELS.enterBeta })).toHaveAttribute('href', '/app');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/app/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/app/terms');
  });

  test('the decorative panels are announced as samples', () => {
    renderLanding();
    for (const panel of ['Skill Levels', "Today's Training", 'Recent Achievements']) {
      expect(screen.getByRole('heading', { name: `Sample: ${panel}` })).toBeInTheDocument();
    }
    for (const skill of ['Ball Control', 'Shooting', 'Passing', 'Defense']) {
      expect(screen.getByRole('progressbar', { name: skill })).toBeInTheDocument();
    }
  });

  test('the e-mail input is a required e-mail field', () => {
    const { input } = renderLanding();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
  });

  for (const [name, typed] of [
    ['empty', ''],
    ['spaces only', '   '],
    ['no dot after the at sign', 'a@b'],
    ['a space inside', 'a b@c.d'],
  ] as const) {
    test(`an invalid address (${name}) shows the validation message and stores nothing`, async () => {
      const { inserts } = await configureBackend();
      const { input, submit } = renderLanding();
      if (typed) await userEvent.type(input, typed);
      await submit();
      expect(screen.getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(inserts).toEqual([]);
    });
  }

  test("in demo mode a valid address goes on the page's own list with the demo thank-you", async () => {
    const { input, submit } = renderLanding();
    await userEvent.type(input, '  fan@example.com ');
    await submit();
    expect(await screen.findByText(MESSAGES.waitlistJoinedWithoutBackend)).toBeInTheDocument();
    expect(await storedAddresses()).toContain('fan@example.com');
    expect(input).toHaveValue('');
    expect(screen.queryByText(MESSAGES.invalidEmail)).not.toBeInTheDocument();
  });

  test('with a backend the trimmed address is stored; the form is locked while it is sent', async () => {
    const { inserts, release } = await configureBackend({ held: true });
    const { input, submit } = renderLanding();
    await userEvent.type(input, '  striker@example.com  ');
    expect(inserts).toEqual([]);
    await submit();

    const busy = await screen.findByRole('button', { name: LABELS.joiningWaitlist });
    expect(busy).toBeDisabled();
    expect(input).toBeDisabled();
    await waitFor(() => expect(inserts).toEqual([{ email: 'striker@example.com' }]));

    release();
    expect(await screen.findByText(MESSAGES.waitlistJoined)).toBeInTheDocument();
    expect(await storedAddresses()).toContain('striker@example.com');
    expect(screen.getByRole('button', { name: LABELS.joinWaitlist })).toBeEnabled();
    expect(input).toBeEnabled();
  });

  test('an address typed into the prerendered page before React took it over is still sent', async () => {
    const { inserts } = await configureBackend();
    const { input, submit } = renderLanding();
    // Typing before hydration changes the DOM without any change event reaching React.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      input,
      'early@example.com',
    );
    await submit();
    expect(await screen.findByText(MESSAGES.waitlistJoined)).toBeInTheDocument();
    expect(inserts).toEqual([{ email: 'early@example.com' }]);
    expect(input).toHaveValue('');
  });

  test('a backend failure shows the error message and lets the visitor try again', async () => {
    const logged = rs.spyOn(console, 'error').mockImplementation(() => undefined);
    // Nothing listens on port 9: the request fails as an unreachable server's does.
    configureData(
      { supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'anon-key', ...NO_STRIPE },
      { storage: createMemoryStorage() },
    );
    const { input, submit } = renderLanding();
    await userEvent.type(input, 'keeper@example.com');
    await submit();
    expect(await screen.findByText(MESSAGES.waitlistError, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.waitlistJoined)).not.toBeInTheDocument();
    expect(input).toHaveValue('keeper@example.com');
    expect(screen.getByRole('button', { name: LABELS.joinWaitlist })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith('Joining the waitlist failed', expect.anything());
    logged.mockRestore();
  });
});
