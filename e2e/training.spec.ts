import { FIRST_DRILLS_SHOWN, MESSAGES, SESSION_PLAYER_MESSAGES } from '@dreampitch/domain';
import { DRILLS } from '@dreampitch/drills';
import { expect, test } from '@playwright/test';
import { waitForPage } from './support/a11y';
import { createPlayer } from './support/backend';
import { waitUntilHydrated } from './support/journey';
import { signIn } from './support/ui';

const drillPath = (slug: string) => `/app/training/drills/${slug}`;

test.describe('the drill library', () => {
  test('a visitor finds a drill by filters: the URL is shareable, Back undoes a filter, an empty result says what to loosen', async ({
    page,
    context,
  }) => {
    await page.goto('/app/training');
    await waitForPage(page);
    await waitUntilHydrated(page.getByLabel('Pillar'));
    const list = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(list.getByRole('listitem')).toHaveCount(FIRST_DRILLS_SHOWN);
    await expect(page.getByRole('status').filter({ hasText: 'drills' })).toHaveText(
      `${DRILLS.length} drills`,
    );

    await page.getByLabel('Pillar').selectOption('technical');
    await page.getByLabel('Level').selectOption('beginner');
    await expect(page).toHaveURL(/\?pillar=technical&level=beginner$/);
    const beginners = DRILLS.filter((drill) => drill.pillar === 'technical' && drill.level === 'beginner');
    await expect(list.getByRole('listitem')).toHaveCount(beginners.length);
    await expect(page.getByRole('status').filter({ hasText: 'drills' })).toHaveText(
      `${beginners.length} drills`,
    );

    await page.goBack();
    await expect(page).toHaveURL(/\?pillar=technical$/);
    await expect(page.getByLabel('Level')).toHaveValue('');
    await page.goForward();
    await expect(page.getByLabel('Level')).toHaveValue('beginner');

    // The link opens the same list for someone else.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(shared.getByLabel('Level')).toHaveValue('beginner');
    await expect(
      shared
        .getByRole('list')
        .filter({ has: shared.getByRole('heading', { level: 2 }) })
        .getByRole('listitem'),
    ).toHaveCount(beginners.length);
    await shared.close();

    await page.getByLabel('Search drills').fill('zebra');
    await expect(
      page.getByText('No drill has all of those words. Try fewer or different words.'),
    ).toBeVisible();
    await page.getByRole('button', { name: /^Clear the search words/ }).click();
    await expect(list.getByRole('listitem')).toHaveCount(beginners.length);

    const [drill] = beginners;
    await list.getByRole('link', { name: drill!.title }).click();
    await expect(page).toHaveURL(drillPath(drill!.slug));
    await expect(page.getByRole('heading', { level: 1, name: drill!.title })).toBeVisible();
    await expect(page.getByRole('img', { name: `Diagram: ${drill!.title}` })).toBeVisible();
    await expect(page).toHaveTitle(`${drill!.title} · DreamPitch`);
  });

  test('the library shows its list from the HTML and downloads the drills when the visitor touches the finder; a drill page downloads its group only', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const library = (path: string) => path.includes('/drill-content.');
    await page.goto('/app/training');
    await waitForPage(page);
    await waitUntilHydrated(page.getByLabel('Pillar'));
    await page.waitForLoadState('networkidle');
    const list = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(list.getByRole('listitem')).toHaveCount(FIRST_DRILLS_SHOWN);
    expect(scripts.filter(library)).toEqual([]);

    // "Show all" is in the HTML too: pressed there, it loads the drills and lists them all, focus on the first added.
    await page.getByRole('button', { name: `Show all ${DRILLS.length} drills` }).click();
    await expect(list.getByRole('listitem')).toHaveCount(DRILLS.length);
    await expect(list.getByRole('link', { name: DRILLS[FIRST_DRILLS_SHOWN]!.title })).toBeFocused();
    expect(scripts.filter(library)).toHaveLength(1);

    await page.getByLabel('Pillar').selectOption('mental');
    const mental = DRILLS.filter((drill) => drill.pillar === 'mental');
    await expect(list.getByRole('listitem')).toHaveCount(mental.length);
    expect(scripts.filter(library)).toHaveLength(1);

    const drill = DRILLS[0]!;
    scripts.length = 0;
    await page.goto(drillPath(drill.slug));
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: /^Harder: / })).toBeVisible();
    expect(scripts.filter(library)).toEqual([]);
    // DRILLS[0] is of the 8-12 age group: its chunk (tools/federation's drill-groups split).
    expect(scripts.filter((path) => path.includes('/drills-8-12.'))).toHaveLength(1);
  });

  test('every drill page is its own prerendered page, named after the drill before any script runs', async ({
    page,
    request,
  }) => {
    const drill = DRILLS[DRILLS.length - 1]!;
    const html = await (await request.get(drillPath(drill.slug))).text();
    expect(html).toContain(`<title>${drill.title} · DreamPitch</title>`);
    expect(html).toContain(`<meta name="description" content="${drill.summary}">`);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(drillPath(drill.slug));
    await waitForPage(page);
    const diagram = page.getByRole('img', { name: `Diagram: ${drill.title}` });
    await expect(diagram).toBeVisible();
    // Reduced motion: every step drawn at once.
    await expect(diagram.locator('[data-testid="diagram-step"][aria-hidden="true"]')).toHaveCount(0);
    await expect(page).toHaveTitle(`${drill.title} · DreamPitch`);
  });

  test('the library fits a 375 px phone with 44 px targets', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/app/training');
    await waitForPage(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const control of await page.locator('main select, main input, main .training-drill-card a').all()) {
      const box = await control.boundingBox();
      if (!box) continue;
      const checkbox = (await control.getAttribute('type')) === 'checkbox';
      // A checkbox's target is its label, which holds it.
      const target = checkbox ? await control.locator('xpath=..').boundingBox() : box;
      expect(target!.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('the session player', () => {
  test('a player plays a session through, reloads, loses the network halfway, and the session is counted once', async ({
    page,
    context,
  }) => {
    const player = await createPlayer({ age: 15 });
    const warmUp = DRILLS.find((drill) => drill.ageGroup === '13-17' && drill.role === 'warm-up')!;
    const main = DRILLS.find((drill) => drill.ageGroup === '13-17' && drill.role === 'main')!;
    const goal = await player.client
      .from('goals')
      .insert({
        title: 'First touch',
        description: 'Cleaner control',
        pillar: 'technical',
        type: 'process',
        age_group: '13-17',
      })
      .select('id')
      .single();
    if (goal.error) throw goal.error;
    const today = new Date().toISOString().slice(0, 10);
    const stored = await player.client
      .from('training_sessions')
      .insert({
        goal_id: goal.data.id,
        session_date: today,
        start_time: '17:00',
        duration: 15,
        notes: '',
        plan: [
          { slug: warmUp.slug, minutes: 5 },
          { slug: main.slug, minutes: 10 },
        ],
      })
      .select('id')
      .single();
    if (stored.error) throw stored.error;
    const sessionId = stored.data.id as string;

    await signIn(page, player);
    await page.goto(`/app/training/session/${sessionId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Training Session' })).toBeVisible();
    const timer = page.getByRole('timer');
    const startTime = await timer.textContent();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: warmUp.title })).toHaveCount(1);
    await expect(timer).not.toHaveText(startTime ?? '');

    // A reload carries on where the session was, waiting for Resume.
    await page.getByRole('button', { name: 'Skip' }).click();
    const block = await page.getByRole('progressbar').getAttribute('aria-valuetext');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', block ?? '');
    await page.getByRole('button', { name: 'Resume' }).click();

    await context.setOffline(true);
    while (!(await page.getByText(main.title, { exact: true }).first().isVisible()))
      await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('button', { name: 'End session now' }).click();
    await expect(page.getByRole('heading', { name: 'Well done: 1 minute trained' })).toBeVisible();
    await page.getByRole('radio', { name: '8' }).click();
    await page.getByRole('button', { name: 'Save Check-in and Finish' }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.keptUntilOnline })).toBeVisible();

    await context.setOffline(false);
    await expect
      .poll(async () => {
        const { data } = await player.client
          .from('training_sessions')
          .select('completed, minutes_trained')
          .eq('id', sessionId)
          .single();
        return data;
      })
      .toEqual({ completed: true, minutes_trained: 1 });
    await expect
      .poll(async () => (await player.client.from('quick_track_entries').select('rating')).data)
      .toEqual([{ rating: 8 }]);
    // The device queue sent it: the line no longer says it waits on this device.
    await expect(
      page.getByRole('status').filter({ hasText: SESSION_PLAYER_MESSAGES.finishSynced }),
    ).toBeVisible();
    await expect(page.getByText(MESSAGES.keptUntilOnline)).toHaveCount(0);
  });
});
