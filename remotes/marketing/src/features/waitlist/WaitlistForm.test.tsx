import { configureData, createMemoryStorage, type RuntimeConfig } from '@dreampitch/data';
import { LABELS, MESSAGES } from '@dreampitch/domain';
import { SessionProvider } from '@dreampitch/session';
import { beforeEach, describe, expect, test } from '@rstest/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@dreampitch/ui/router';
import LandingPage from '../../pages/LandingPage';

const DEMO: RuntimeConfig = { supabaseUrl: null, supabaseAnonKey: null, stripePublishableKey: null };
const BACKEND = { supabaseAnonKey: 'anon-key', stripePublishableKey: null };

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

interface RecordedRequest {
  url: string;
  body: unknown;
}

/** A backend whose REST calls are answered by `respond`, recording each waitlist insert. */
function configureFakeBackend(respond: () => Promise<Response>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/rest/v1/waitlist_emails')) {
      requests.push({ url, body: JSON.parse(String(init?.body)) });
      return respond();
    }
    return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  configureData(
    { supabaseUrl: 'http://backend.test', ...BACKEND },
    { storage: createMemoryStorage(), clientOptions: { global: { fetch: fakeFetch } } },
  );
  return requests;
}

describe('waitlist on the landing page', () => {
  beforeEach(() => configureData(DEMO, { storage: createMemoryStorage() }));

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
      const requests = configureFakeBackend(async () => new Response(null, { status: 201 }));
      const { input, submit } = renderLanding();
      if (typed) await userEvent.type(input, typed);
      await submit();
      expect(screen.getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(requests).toEqual([]);
    });
  }

  test('with no backend configured a valid address gets the demo thank-you', async () => {
    const { input, submit } = renderLanding();
    await userEvent.type(input, '  fan@example.com ');
    await submit();
    expect(await screen.findByText(MESSAGES.waitlistJoinedWithoutBackend)).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(screen.queryByText(MESSAGES.invalidEmail)).not.toBeInTheDocument();
  });

  test('with a backend the trimmed address is stored; the form is locked while it is sent', async () => {
    let answer: (response: Response) => void = () => {};
    const requests = configureFakeBackend(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { input, submit } = renderLanding();
    await userEvent.type(input, '  striker@example.com  ');
    expect(requests).toEqual([]);
    await submit();

    const busy = await screen.findByRole('button', { name: LABELS.joiningWaitlist });
    expect(busy).toBeDisabled();
    expect(input).toBeDisabled();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toEqual({ email: 'striker@example.com' });

    answer(new Response(null, { status: 201 }));
    expect(await screen.findByText(MESSAGES.waitlistJoined)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LABELS.joinWaitlist })).toBeEnabled();
    expect(input).toBeEnabled();
  });

  test('an address typed into the prerendered page before React took it over is still sent', async () => {
    const requests = configureFakeBackend(async () => new Response(null, { status: 201 }));
    const { input, submit } = renderLanding();
    // Typing before hydration changes the DOM without any change event reaching React.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      input,
      'early@example.com',
    );
    await submit();
    expect(await screen.findByText(MESSAGES.waitlistJoined)).toBeInTheDocument();
    expect(requests.map((request) => request.body)).toEqual([{ email: 'early@example.com' }]);
    expect(input).toHaveValue('');
  });

  test('a backend failure shows the error message and lets the visitor try again', async () => {
    configureData({ supabaseUrl: 'http://127.0.0.1:9', ...BACKEND }, { storage: createMemoryStorage() });
    const { input, submit } = renderLanding();
    await userEvent.type(input, 'keeper@example.com');
    await submit();
    expect(await screen.findByText(MESSAGES.waitlistError, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.waitlistJoined)).not.toBeInTheDocument();
    expect(input).toHaveValue('keeper@example.com');
    expect(screen.getByRole('button', { name: LABELS.joinWaitlist })).toBeEnabled();
  });
});
