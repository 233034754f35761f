import { bootTestHost, configureTestDemo } from '@dreampitch/data/testing';
import { SessionProvider } from '@dreampitch/session';
import { MemoryRouter } from '@dreampitch/ui/router';
import { beforeAll, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { Dashboard } from './Dashboard';

/** Which times the settings panel's module was evaluated: the dashboard's first load must not carry it. */
const evaluated = rs.hoisted(() => ({ count: 0 }));

rs.mock('../notifications/NotificationSettingsPanel', () => {
  evaluated.count += 1;
  return { NotificationSettingsPanel: () => <p>The settings form</p> };
});

beforeAll(bootTestHost, 120_000);

describe('the dashboard', () => {
  beforeEach(async () => {
    await configureTestDemo();
  });

  test("loads the notification settings' code only when the reader reaches for them", async () => {
    render(
      <SessionProvider>
        <MemoryRouter>
          <Dashboard />
        </MemoryRouter>
      </SessionProvider>,
    );
    const toggle = await screen.findByRole('button', { name: /Notification Settings/ });
    expect(await screen.findByText('Active goals')).toBeInTheDocument();
    expect(evaluated.count).toBe(0);

    fireEvent.pointerEnter(toggle);
    await rs.waitFor(() => expect(evaluated.count).toBe(1));
    fireEvent.click(toggle);
    expect(await screen.findByText('The settings form')).toBeInTheDocument();
    expect(evaluated.count).toBe(1);
  });
});
