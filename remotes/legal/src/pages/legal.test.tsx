import { describe, expect, test } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@dreampitch/ui/router';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';

function renderAt(path: '/app/privacy' | '/app/terms') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/app/privacy" element={<PrivacyPage />} />
        <Route path="/app/terms" element={<TermsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The section named by the h2 matching `name`. */
function sectionByHeading(name: RegExp): HTMLElement {
  const section = screen.getByRole('heading', { level: 2, name }).closest('section');
  if (!section) throw new Error(`No section for ${name}`);
  return section;
}

function sectionText(name: RegExp): string {
  return sectionByHeading(name).textContent ?? '';
}

describe.each([
  { path: '/app/privacy' as const, title: 'Privacy Policy', email: 'privacy@dreampitch.example' },
  { path: '/app/terms' as const, title: 'Terms of Service', email: 'support@dreampitch.example' },
])('$title page structure', ({ path, title, email }) => {
  test('one h1, the last-updated date and placeholder contact details', () => {
    renderAt(path);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(title);
    expect(screen.getByText('Last updated: January 2025')).toBeInTheDocument();
    const contact = within(sectionByHeading(/Contact us/));
    expect(contact.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    expect(contact.getByText(/123 Example Street/)).toBeInTheDocument();
  });

  test('the table of contents links to every section heading, in order', () => {
    renderAt(path);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    const sectionHeadings = screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => heading.id !== 'legal-toc-heading');
    expect(links.length).toBeGreaterThanOrEqual(8);
    expect(links).toHaveLength(sectionHeadings.length);
    links.forEach((link, index) => {
      const heading = sectionHeadings[index];
      expect(link).toHaveAttribute('href', `#${heading?.id}`);
      expect(heading).toHaveTextContent(link.textContent ?? '');
      expect(heading?.closest('section')).toHaveAccessibleName(heading?.textContent ?? '');
    });
    expect(new Set(sectionHeadings.map((heading) => heading.id)).size).toBe(sectionHeadings.length);
  });

  test('subheadings never skip a level', () => {
    renderAt(path);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.slice(1).forEach((level, index) => expect(level - (levels[index] ?? 0)).toBeLessThanOrEqual(1));
  });
});

describe('Privacy Policy content', () => {
  test('explains the data collected and why, and that card numbers are never stored', () => {
    renderAt('/app/privacy');
    const table = screen.getByRole('table', { name: 'What we collect and why' });
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rowHeaders).toEqual(
      expect.arrayContaining([
        'Account',
        'Profile',
        'Goals',
        'Training sessions',
        'Check-ins',
        'Game results',
        'Payments',
      ]),
    );
    const profileRow = within(table).getByRole('rowheader', { name: 'Profile' }).closest('tr');
    expect(profileRow).toHaveTextContent(/age/i);
    expect(profileRow).toHaveTextContent(/parent or guardian e-mail/i);
    expect(within(table).getByRole('rowheader', { name: 'Payments' }).closest('tr')).toHaveTextContent(
      /card payment provider/i,
    );
    expect(screen.getByText('Card numbers are never stored by us.')).toBeInTheDocument();
  });

  test("covers children's privacy: consent under 18, parent-managed accounts under 13, COPPA/GDPR", () => {
    renderAt('/app/privacy');
    const children = sectionText(/Children's privacy/);
    expect(children).toMatch(/Parental consent for users under 18/);
    expect(children).toMatch(/Parent-managed accounts for children under 13/);
    expect(children).toMatch(/COPPA/);
    expect(children).toMatch(/GDPR/);
  });

  test('states retention and deletion', () => {
    renderAt('/app/privacy');
    const retention = sectionText(/Retention and deletion/);
    expect(retention).toMatch(/while your account is open/);
    expect(retention).toMatch(/delete the account at any time/);
  });

  test('links to the Terms of Service', async () => {
    renderAt('/app/privacy');
    await userEvent.click(screen.getByRole('link', { name: 'Terms of Service' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  });
});

describe('Terms of Service content', () => {
  test('parental consent under 18 and parent-managed accounts under 13', () => {
    renderAt('/app/terms');
    const accounts = sectionText(/Accounts, age and parental consent/);
    expect(accounts).toMatch(/Parents or guardians give consent for users under 18/);
    expect(accounts).toMatch(/Parents or guardians manage the accounts of children under 13/);
  });

  test('prices come from the plans', () => {
    renderAt('/app/terms');
    const plans = sectionText(/Plans and prices/);
    expect(plans).toMatch(/Free: \$0 forever/);
    expect(plans).toMatch(/Pro: \$5\/month/);
    expect(plans).toMatch(/Parent: \$8\/month/);
  });

  test('billing in advance, automatic renewal and 30 days notice of price changes', () => {
    renderAt('/app/terms');
    const billing = sectionText(/Billing and automatic renewal/);
    expect(billing).toMatch(/billed in advance/);
    expect(billing).toMatch(/renews automatically/);
    expect(billing).toMatch(/at least 30 days' notice of any price change/);
  });

  test('plan changes are immediate; cancellation takes effect at the end of the billing period', () => {
    renderAt('/app/terms');
    expect(sectionText(/Changing plans/)).toMatch(/Plan changes you make in the app take effect immediately/);
    const cancellation = sectionText(/Cancel anytime/);
    expect(cancellation).toMatch(/You can cancel anytime/);
    expect(cancellation).toMatch(/Cancellation takes effect at the end of the current billing period/);
    expect(cancellation).toMatch(/will not be charged again/);
  });

  test('30-day money-back guarantee', () => {
    renderAt('/app/terms');
    expect(sectionText(/30-day money-back guarantee/)).toMatch(/within 30 days/);
  });
});
