import { describe, expect, test } from '@rstest/core';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { addDays, DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@dreampitch/domain';
import { backendForThisFile, type TestUser } from './test-support';

/**
 * Reminders that arrive (issue 18), driven by a test clock: the backend's scheduler reads `clock`, which each test
 * moves; the scheduler also runs by itself every 100 ms, so "arrives without anyone asking" is tested too. Every
 * player is in Asia/Tokyo (UTC+9, no daylight saving) and plans a few days ahead of the real date, because the
 * database refuses sessions in the past by its own clock.
 */

let now = new Date();
const backend = backendForThisFile({ clock: () => now, reminderIntervalMs: 100 });

const ZONE = 'Asia/Tokyo';
/** A day far enough ahead that whatever is planned on it and after was created before any slot we test. */
const BASE = addDays(new Date().toISOString().slice(0, 10), 3);
/** `day` at `time` on a Tokyo clock, as an instant. */
const tokyo = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`);

async function invoke(client: SupabaseClient, name: string, body: Record<string, unknown> = {}) {
  const { data, error } = await client.functions.invoke(name, { body });
  if (error instanceof FunctionsHttpError) return { status: (error.context as Response).status, body: null };
  if (error) throw error;
  return { status: 200, body: data as { queued: number; delivered: number } };
}

/**
 * Moves the clock and runs the scheduler's step as the service role, which delivers what is due. The periodic run
 * may have queued it first (then this run finds nothing new), so tests count mails, not this run's answer.
 */
async function runAt(time: Date): Promise<void> {
  now = time;
  const result = await invoke(backend().service, 'reminders-run');
  expect(result.status).toBe(200);
}

const reminders = async (user: TestUser) =>
  (await backend().mailTo(user.email)).filter((mail) => mail.kind === 'training_reminder');

async function player(
  plan: 'free' | 'pro',
  preferences: Partial<NotificationPreferences> = {},
): Promise<TestUser> {
  // A neutral clock while the player sets up, so the periodic run cannot act on a half-built plan.
  now = new Date();
  // Under 13: the parent consents first, or the server keeps none of the player's goals.
  const user = await backend().signUpConsented({
    first_name: 'Mia',
    last_name: 'Lee',
    accountType: 'player',
    age: 11,
  });
  if (plan === 'pro') await backend().grantPlan(user.id, 'pro');
  const saved = await user.client
    .from('profiles')
    .update({
      notification_preferences: {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        frequency: 'daily',
        reminderTime: '17:00',
        timeZone: ZONE,
        ...preferences,
      },
    })
    .eq('id', user.id);
  expect(saved.error).toBeNull();
  return user;
}

async function goalWith(
  user: TestUser,
  title: string,
  sessions: { day: string; time: string | null; completed?: boolean }[],
  extra: Record<string, unknown> = {},
): Promise<string> {
  const goal = await user.client
    .from('goals')
    .insert({ title, pillar: 'technical', target_date: addDays(BASE, 60), ...extra })
    .select('id')
    .single();
  expect(goal.error).toBeNull();
  const goalId = (goal.data as { id: string }).id;
  if (sessions.length > 0) {
    const inserted = await user.client.from('training_sessions').insert(
      sessions.map((session) => ({
        goal_id: goalId,
        session_date: session.day,
        start_time: session.time,
        duration: 45,
        completed: session.completed ?? false,
      })),
    );
    expect(inserted.error).toBeNull();
  }
  return goalId;
}

describe('practice reminders', () => {
  test('each session is reminded once, at the last daily slot before it, in the player’s time zone', async () => {
    const mia = await player('pro');
    const next = addDays(BASE, 1);
    await goalWith(mia, 'Juggling 50 touches', [
      { day: next, time: '10:00' },
      { day: next, time: '18:30' },
      { day: next, time: '09:00', completed: true },
    ]);

    // 16:59 in Tokyo: today's slot (17:00) has not come; yesterday's is over an hour old.
    await runAt(tokyo(BASE, '16:59'));
    expect(await reminders(mia)).toHaveLength(0);

    // 17:02: the 10:00 session starts before tomorrow's slot, so it is reminded now; the 18:30 one waits.
    await runAt(tokyo(BASE, '17:02'));
    const [first] = await reminders(mia);
    expect(first!.subject).toBe('Coming up: your training session');
    expect(first!.text).toContain('Hi Mia,');
    expect(first!.text).toMatch(/- \w{3} \d{1,2} \w{3} at 10:00: Juggling 50 touches, 45 min/);
    expect(first!.text).not.toContain('18:30');
    expect(first!.text).not.toContain('09:00');
    expect(first!.text).toContain('/app/dashboard');

    // The same slot again, and again a minute later: nothing twice.
    await runAt(tokyo(BASE, '17:03'));
    await runAt(tokyo(BASE, '17:40'));
    expect(await reminders(mia)).toHaveLength(1);

    // Next day's slot: the 18:30 session.
    await runAt(tokyo(next, '17:01'));
    const latest = (await reminders(mia))[0]!;
    expect(latest.text).toContain('at 18:30: Juggling 50 touches');
    expect(latest.text).not.toContain('10:00');
  });

  test('a session moved to another day is reminded again for its new day', async () => {
    const sam = await player('pro');
    const goalId = await goalWith(sam, 'Weak foot passing', [{ day: addDays(BASE, 1), time: '08:00' }]);
    await runAt(tokyo(BASE, '17:00'));
    expect(await reminders(sam)).toHaveLength(1);
    const moved = await sam.client
      .from('training_sessions')
      .update({ session_date: addDays(BASE, 2) })
      .eq('goal_id', goalId);
    expect(moved.error).toBeNull();
    await runAt(tokyo(addDays(BASE, 1), '17:00'));
    expect(await reminders(sam)).toHaveLength(2);
  });

  test('weekly reminders come on Mondays with the week’s sessions; custom ones on the days chosen', async () => {
    const monday = nextWeekday(BASE, 1);
    const weekly = await player('pro', { frequency: 'weekly', reminderTime: '07:30' });
    await goalWith(weekly, 'Sprint starts', [
      { day: addDays(monday, 2), time: '16:00' },
      { day: addDays(monday, 6), time: null },
      { day: addDays(monday, 8), time: '16:00' },
    ]);
    const custom = await player('pro', { frequency: 'custom', customDays: [3], reminderTime: '07:30' });
    await goalWith(custom, 'Calm breathing', [{ day: addDays(monday, 3), time: '16:00' }]);

    // Monday 07:31: the weekly player's Wednesday and Sunday sessions, not next week's; the custom player waits.
    await runAt(tokyo(monday, '07:31'));
    const [week] = await reminders(weekly);
    expect(week!.subject).toBe('Coming up: 2 training sessions');
    expect(week!.text).toContain('at 16:00: Sprint starts');
    expect(week!.text).toMatch(/- Sun \d{1,2} \w{3}: Sprint starts/);
    expect(await reminders(custom)).toHaveLength(0);

    // Wednesday (ISO 3) 07:31: the custom player's Thursday session.
    await runAt(tokyo(addDays(monday, 2), '07:31'));
    expect(await reminders(custom)).toHaveLength(1);
    expect(await reminders(weekly)).toHaveLength(1);
  });
});

describe('milestone reminders', () => {
  test('a target date within a week is reminded once; practice reminders off leaves only milestones', async () => {
    const ada = await player('pro', {
      triggers: { practiceReminders: false, communicationNotifications: true, milestoneReminders: true },
    });
    await goalWith(ada, 'Header duels', [{ day: addDays(BASE, 1), time: '10:00' }], {
      target_date: addDays(BASE, 5),
    });
    await goalWith(ada, 'Far away goal', [], { target_date: addDays(BASE, 30) });
    await runAt(tokyo(BASE, '17:00'));
    const [mail] = await reminders(ada);
    expect(mail!.subject).toBe('A goal date is coming up');
    expect(mail!.text).toContain('Header duels');
    expect(mail!.text).toContain('(0% so far)');
    expect(mail!.text).not.toContain('Far away goal');
    expect(mail!.text).not.toContain('10:00');
    await runAt(tokyo(addDays(BASE, 1), '17:00'));
    expect(await reminders(ada)).toHaveLength(1);
  });
});

describe('reminders honour the plan and the preferences', () => {
  test.each([
    ['a free player (the free plan has no notifications)', 'free', {}],
    ['notifications off', 'pro', { enabled: false }],
    ['e-mail off', 'pro', { methods: { email: false, sms: false } }],
    [
      'both reminder triggers off',
      'pro',
      { triggers: { practiceReminders: false, communicationNotifications: true, milestoneReminders: false } },
    ],
  ] as const)('%s gets nothing', async (_name, plan, preferences) => {
    const user = await player(plan, preferences as Partial<NotificationPreferences>);
    await goalWith(user, 'Keepy-uppies', [{ day: addDays(BASE, 1), time: '10:00' }], {
      target_date: addDays(BASE, 2),
    });
    await runAt(tokyo(BASE, '17:00'));
    expect(await reminders(user)).toHaveLength(0);
  });

  test('sessions of a completed goal are not reminded', async () => {
    const leo = await player('pro');
    const goalId = await goalWith(leo, 'Done already', [{ day: addDays(BASE, 1), time: '10:00' }]);
    const completed = await leo.client
      .from('goals')
      .update({ status: 'completed', progress: 100 })
      .eq('id', goalId);
    expect(completed.error).toBeNull();
    await runAt(tokyo(BASE, '17:00'));
    expect(await reminders(leo)).toHaveLength(0);
  });
});

describe('the scheduler runs by itself', () => {
  test('with nobody calling, a due reminder lands in the dev outbox when the clock reaches its slot', async () => {
    const kai = await player('pro', { reminderTime: '06:15' });
    await goalWith(kai, 'Cone dribbling', [{ day: addDays(BASE, 2), time: '12:00' }]);
    now = tokyo(addDays(BASE, 2), '06:16');
    let mails = await reminders(kai);
    for (let attempt = 0; mails.length === 0 && attempt < 100; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mails = await reminders(kai);
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('at 12:00: Cone dribbling');
  });
});

describe('as an attacker', () => {
  test('a player or a visitor cannot run the scheduler or move its clock', async () => {
    const user = await player('pro');
    expect((await invoke(user.client, 'reminders-run', { now: '2099-01-01T00:00:00Z' })).status).toBe(403);
    expect((await invoke(backend().anon, 'reminders-run')).status).toBe(403);
    expect((await invoke(backend().service, 'reminders-run', { now: 'yesterday' })).status).toBe(400);
  });

  test.each([
    ['a time that is not a time of day', { reminderTime: '25:00' }],
    ['a time with a script', { reminderTime: '<script>' }],
    ['days outside the week', { customDays: [0, 8] }],
    ['days that are not numbers', { customDays: ['monday'] }],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }],
    ['an unknown frequency', { frequency: 'hourly' }],
  ])('saving preferences with %s is refused with a 400', async (_name, change) => {
    const user = await backend().signUp();
    const result = await user.client
      .from('profiles')
      .update({ notification_preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...change } })
      .eq('id', user.id);
    expect(result.status).toBe(400);
    expect(result.error?.message).toBe('invalid_notification_schedule');
  });

  test('the reminder log is not reachable through the API', async () => {
    const user = await player('pro');
    const read = await user.client
      .schema('private' as 'public')
      .from('reminders_sent')
      .select('*');
    expect(read.error).not.toBeNull();
  });
});

/** The first day on or after `day` that is ISO weekday `isoDay` (1 = Monday). */
function nextWeekday(day: string, isoDay: number): string {
  const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return addDays(day, (isoDay - weekday + 7) % 7);
}
