import { bootTestHost, setOffline } from '@dreampitch/data/testing';
import { configureDemoData, renderPages, subscribeDemoUser } from '@dreampitch/app-frame/testing';
import { getBackend, type SupabaseBackend } from '@dreampitch/data';
import { LABELS, MESSAGES, recommendGoals } from '@dreampitch/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GoalTemplatesPage from '../../pages/GoalTemplatesPage';
import GoalWizardPage from '../../pages/GoalWizardPage';

const HANDOFF = {
  playerStyle: 'messi',
  age: 14,
  ageGroup: '13-17',
  skillLevel: 'beginner',
  recommendedGoals: recommendGoals('messi', '13-17'),
};

beforeAll(bootTestHost, 120_000);

function render(at: string, state?: unknown) {
  return renderPages(
    [
      { path: '/app/goal-templates', element: <GoalTemplatesPage /> },
      { path: '/app/goal-creation', element: <GoalWizardPage /> },
    ],
    { at, state, backend: getBackend() },
  );
}

beforeEach(async () => {
  await configureDemoData();
});
afterEach(() => {
  setOffline(getBackend() as SupabaseBackend, false);
  rs.restoreAllMocks();
});

/** Offline as a browser is: requests fail, and the browser says so. */
function goOffline() {
  setOffline(getBackend() as SupabaseBackend, true);
  rs.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

const KEPT_COPY = /^You're offline\. Showing what you saw last, saved (on \d+ \w+ )?at \d+:\d\d [AP]M\.$/;

describe('custom goal templates', () => {
  test('on Free: a locked preview with the upgrade path, and the wizard offers no templates', async () => {
    render('/app/goal-templates');
    expect(
      await screen.findByRole('heading', { name: 'Custom goal templates', level: 2 }),
    ).toBeInTheDocument();
    // The demo player is 14: the way to Pro is to ask a parent.
    expect(screen.getByRole('link', { name: `${LABELS.askAParent} for Pro` })).toHaveAttribute(
      'href',
      '/app/subscription',
    );
    expect(screen.queryByLabelText(/Title/)).toBeNull();
  });

  test('on Pro: save, edit and delete a template; the wizard offers it beside the library', async () => {
    await subscribeDemoUser();
    render('/app/goal-templates');
    await userEvent.type(await screen.findByLabelText(/Title/), 'Wall passes');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    const card = await screen.findByRole('article', { name: 'Wall passes' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const title = screen.getByLabelText(/Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Wall passes, weak foot');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('article', { name: 'Wall passes, weak foot' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Title/), 'Wall passes, WEAK foot');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('You already have a template with this title.')).toBeInTheDocument();
    const edited = screen.getByRole('article', { name: 'Wall passes, weak foot' });
    const deleteButton = within(edited).getByRole('button', {
      name: 'Delete template Wall passes, weak foot',
    });
    // Deleting asks first; Cancel keeps the template.
    await userEvent.click(deleteButton);
    const ask = await screen.findByRole('alertdialog', {
      name: /Delete the template “Wall passes, weak foot”/,
    });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: 'Wall passes, weak foot' })).toBeInTheDocument();
    await userEvent.click(deleteButton);
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Delete Template' }));
    expect(await screen.findByText(/No templates yet/)).toBeInTheDocument();
    expect(screen.getByText('Template deleted.')).toBeInTheDocument();
  });

  test('the wizard lists the player’s templates in "Your templates"', async () => {
    await subscribeDemoUser();
    const { getProBackend } = await import('@dreampitch/data/pro');
    await getProBackend().saveGoalTemplate({
      title: 'Wall passes',
      description: '',
      pillar: 'technical',
      type: 'process',
    });
    render('/app/goal-creation', HANDOFF);
    const templates = await screen.findByRole('region', { name: 'Your templates' });
    expect(within(templates).getByText('Wall passes')).toBeInTheDocument();
  });

  test('offline, the wizard and the templates page show the templates last read and say how old they are', async () => {
    await subscribeDemoUser();
    const online = render('/app/goal-templates');
    await userEvent.type(await screen.findByLabelText(/Title/), 'Wall passes');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByRole('article', { name: 'Wall passes' })).toBeInTheDocument();
    expect(screen.queryByText(KEPT_COPY)).toBeNull();
    // The save reads the list again, so the copy this device keeps has the new template.
    const userId = (await getBackend().getSession())!.id;
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    await waitFor(async () =>
      expect((await getBackend().keptRead(`goal-templates:${userId}`, unreachable)).value).toHaveLength(1),
    );
    online.unmount();

    goOffline();
    const wizard = render('/app/goal-creation', HANDOFF);
    const kept = await screen.findByRole('region', { name: 'Your templates' });
    expect(within(kept).getByText('Wall passes')).toBeInTheDocument();
    expect(within(kept).getByRole('status')).toHaveTextContent(KEPT_COPY);
    wizard.unmount();

    render('/app/goal-templates');
    expect(await screen.findByRole('article', { name: 'Wall passes' })).toBeInTheDocument();
    expect(screen.getByText(KEPT_COPY)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/TypeError|fetch failed|Could not load/i);
  });

  test('offline with no templates kept, the templates page says so in the catalogue’s words', async () => {
    await subscribeDemoUser();
    // The profile read online once, as any visit does: offline the page knows the plan, not the templates.
    await getBackend().getProfile((await getBackend().getSession())!.id);
    goOffline();
    render('/app/goal-templates');
    expect(await screen.findByText('Could not load your templates')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.connectionLost);
    expect(document.body).not.toHaveTextContent(/TypeError|fetch failed|Failed to/i);
  });
});
