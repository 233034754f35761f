import { describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@dreampitch/ui/router';
import { Badge, Button, ButtonLink, ErrorMessage, PageHeader, Section, Spinner, StatTile } from './index';

describe('Button and ButtonLink', () => {
  test('a loading button is busy and cannot be clicked twice', async () => {
    let clicks = 0;
    const { rerender } = render(<Button onClick={() => (clicks += 1)}>Join Waitlist</Button>);
    const button = screen.getByRole('button', { name: 'Join Waitlist' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(clicks).toBe(1);

    rerender(
      <Button loading onClick={() => (clicks += 1)}>
        Joining...
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Joining...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(clicks).toBe(1);
  });

  test('ButtonLink is a link with the button look', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/app" variant="secondary" icon="⚽">
          Enter Beta
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Enter Beta' });
    expect(link).toHaveAttribute('href', '/app');
    expect(link).toHaveClass('dp-button', 'dp-button--secondary');
  });
});

describe('status and structure helpers', () => {
  test('Spinner announces its label', () => {
    render(<Spinner label="Checking your session" />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
  });

  test('ErrorMessage is an alert with an optional Retry', async () => {
    let retries = 0;
    render(
      <ErrorMessage title="This page could not load" onRetry={() => (retries += 1)}>
        Please try again.
      </ErrorMessage>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retries).toBe(1);
  });

  test('PageHeader gives one h1 and Section is a region named by its heading', () => {
    render(
      <>
        <PageHeader title="Plans" subtitle="Pick yours" />
        <Section title="Frequently asked questions" headingLevel={2}>
          <Badge tone="accent">Most Popular</Badge>
          <StatTile label="Goals" value={3} icon="🎯" />
        </Section>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(region).toHaveTextContent('Most Popular');
    expect(screen.getByRole('term')).toHaveTextContent('Goals');
    expect(screen.getByRole('definition')).toHaveTextContent('3');
  });
});
