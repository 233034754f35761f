import { describe, expect, test } from '@rstest/core';
import {
  familyEmail,
  familyErrorMessage,
  FAMILY_CONSENT_NOTICE,
  gameTimeDecision,
  isParentConsentPending,
  levelAllows,
  otherPartyName,
  settingNotSavedMessage,
  type FamilyLink,
} from './family';
import { reportWeekStart, weeklyReportCsv, weeklyReportRow } from './familyReport';
import type { Goal } from './types';

function link(overrides: Partial<FamilyLink> = {}): FamilyLink {
  return {
    id: 'l1',
    role: 'child',
    status: 'confirmed',
    level: 'monitor',
    initiatedBy: 'child',
    awaitingMe: false,
    dailyGameMinutes: null,
    consentGivenAt: null,
    createdAt: '2025-01-01T00:00:00Z',
    confirmedAt: null,
    parent: { id: 'p', email: 'mum@example.com', firstName: 'Ann', lastName: 'Lee' },
    child: {
      id: 'c',
      email: 'kid@example.com',
      firstName: 'Max',
      lastName: 'Lee',
      age: 11,
      ageGroup: '8-12',
    },
    ...overrides,
  };
}

function goal(overrides: Partial<Goal>): Goal {
  return {
    id: 'g',
    title: 'Goal',
    description: '',
    pillar: 'technical',
    type: 'process',
    ageGroup: '8-12',
    status: 'active',
    progress: 0,
    checkIns: [],
    dailyCheckIns: [],
    milestones: [],
    sessions: [],
    targetDate: '2025-04-01',
    createdAt: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

describe('involvement levels', () => {
  test('Monitor is read-only; Collaborate suggests and encourages; Supervise also approves and limits games', () => {
    expect(levelAllows('monitor', 'view')).toBe(true);
    expect(levelAllows('monitor', 'suggest-goal')).toBe(false);
    expect(levelAllows('collaborate', 'encourage')).toBe(true);
    expect(levelAllows('collaborate', 'approve-goals')).toBe(false);
    expect(levelAllows('supervise', 'approve-goals')).toBe(true);
    expect(levelAllows('supervise', 'limit-game-time')).toBe(true);
  });
});

describe('parent consent', () => {
  test('under 13 is pending until a confirmed link exists; 13 and over never is', () => {
    expect(isParentConsentPending(11, [])).toBe(true);
    expect(isParentConsentPending(11, [link({ status: 'pending' })])).toBe(true);
    expect(isParentConsentPending(11, [link()])).toBe(false);
    expect(isParentConsentPending(13, [])).toBe(false);
    expect(isParentConsentPending(null, [])).toBe(false);
  });
});

describe('names and errors', () => {
  test('the other side of a link by name, or e-mail', () => {
    expect(otherPartyName(link())).toBe('Ann Lee');
    expect(otherPartyName(link({ role: 'parent' }))).toBe('Max Lee');
    expect(
      otherPartyName(link({ parent: { id: null, email: 'x@y.z', firstName: null, lastName: null } })),
    ).toBe('x@y.z');
  });

  test('database tokens map to messages; others do not', () => {
    expect(familyErrorMessage('not_linked_parent')).toBe('Only the linked parent can do this.');
    expect(familyErrorMessage('something else')).toBeNull();
    expect(familyErrorMessage(null)).toBeNull();
  });
});

describe('game time', () => {
  test('no limit allows silently; time left is told; none left refuses with the reason', () => {
    expect(gameTimeDecision({ limitMinutes: null, usedSeconds: 900, remainingSeconds: null })).toEqual({
      allowed: true,
      remainingMinutes: null,
      message: null,
    });
    const some = gameTimeDecision({ limitMinutes: 30, usedSeconds: 600, remainingSeconds: 1200 });
    expect(some).toMatchObject({ allowed: true, remainingMinutes: 20 });
    expect(some.message).toContain('20 of 30 minutes');
    const none = gameTimeDecision({ limitMinutes: 30, usedSeconds: 1800, remainingSeconds: 0 });
    expect(none.allowed).toBe(false);
    expect(none.message).toContain('30 minutes');
  });
});

describe('weekly report', () => {
  const today = '2025-01-15';
  const activity = {
    goals: [
      goal({
        status: 'active',
        progress: 40,
        checkIns: [
          { date: '2025-01-14', note: '' },
          { date: '2025-01-01', note: '' },
          { date: '', note: '' },
        ],
        sessions: [
          {
            id: 's1',
            sessionDate: '2025-01-10',
            startTime: '',
            duration: 60,
            notes: '',
            completed: true,
            completedAt: '2025-01-11T17:40:00.000Z',
            minutesTrained: 40,
            goalId: 'g',
            createdAt: '',
          },
          {
            id: 's0',
            sessionDate: '2025-01-02',
            startTime: '',
            duration: 30,
            notes: '',
            completed: true,
            completedAt: '2025-01-02T17:40:00.000Z',
            minutesTrained: 30,
            goalId: 'g',
            createdAt: '',
          },
          {
            id: 's2',
            sessionDate: '2025-01-12',
            startTime: '',
            duration: 60,
            notes: '',
            completed: false,
            goalId: 'g',
            createdAt: '',
          },
        ],
      }),
      goal({ status: 'completed', progress: 100 }),
      goal({ status: 'pending_approval', progress: 0 }),
    ],
    // Counted by the server (public.child_week_counts): the goals' check-ins are only the newest.
    checkInsThisWeek: 27,
    quickTrackEntriesThisWeek: 1,
    // Summed by the server too (private.minutes_trained_by_pillar), not from the sessions listed.
    minutesTrainedThisWeek: { technical: 40, physical: 0, tactical: 25, mental: 0 },
    gamesPlayed: 3,
    gameMinutes: 12,
    totalPoints: 45,
  };

  test('counts the last 7 days and leaves goals awaiting approval out of progress', () => {
    expect(reportWeekStart(today)).toBe('2025-01-09');
    expect(weeklyReportRow('Max', activity, today)).toEqual({
      child: 'Max',
      activeGoals: 1,
      pendingGoals: 1,
      completedGoals: 1,
      averageProgress: 70,
      checkInsThisWeek: 27,
      sessionsCompletedThisWeek: 1,
      quickTrackEntriesThisWeek: 1,
      technicalMinutes: 40,
      physicalMinutes: 0,
      tacticalMinutes: 25,
      mentalMinutes: 0,
      gamesPlayed: 3,
      totalPoints: 45,
    });
  });

  test('CSV has a header, quotes commas and defuses spreadsheet formulas', () => {
    const row = weeklyReportRow('=Max, Jr', activity, today);
    const csv = weeklyReportCsv([row]);
    const [header, line] = csv.split('\r\n');
    expect(header?.startsWith('Player,Active goals,Awaiting approval')).toBe(true);
    expect(line?.startsWith(`"'=Max, Jr",1,1,1,70`)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});

describe('family e-mails', () => {
  const app = 'https://dreampitch.test/';
  test('the link request names the child and links the family page', () => {
    const mail = familyEmail('link_request', { childFirstName: 'Max' }, app);
    expect(mail.subject).toContain('Max');
    expect(mail.text).toContain('https://dreampitch.test/app/family');
  });

  test('the consent notice lists what is collected and links the privacy policy', () => {
    const mail = familyEmail('consent_notice', { childFirstName: 'Max', childAge: 11 }, app);
    expect(mail.subject).toContain(FAMILY_CONSENT_NOTICE.title);
    for (const line of FAMILY_CONSENT_NOTICE.collected) expect(mail.text).toContain(line);
    expect(mail.text).toContain('https://dreampitch.test/app/privacy');
  });

  test('the weekly report names the minutes trained per pillar', () => {
    const mail = familyEmail(
      'weekly_report',
      {
        children: [
          { firstName: 'Max', minutesTrained: { technical: 40, physical: 0, tactical: 25, mental: 10 } },
        ],
      },
      app,
    );
    expect(mail.text).toContain(
      'Max: 0 active goals (0 awaiting approval, 0 completed), average progress 0%, 0 sessions completed ' +
        '(minutes trained: technical 40, physical 0, tactical 25, mental 10),',
    );
  });

  test('the weekly report has a line per child and tolerates missing figures', () => {
    const mail = familyEmail(
      'weekly_report',
      { parentFirstName: 'Ann', children: [{ firstName: 'Max', activeGoals: 2 }, {}] },
      app,
    );
    expect(mail.text).toContain('Hi Ann');
    expect(mail.text).toContain('Max: 2 active goals');
    expect(mail.text).toContain('Player: 0 active goals');
  });

  test('the link request and the consent notice carry the single-use consent link when there is one', () => {
    const request = familyEmail('link_request', { childFirstName: 'Max', consentToken: 'abc123' }, app);
    expect(request.text).toContain('https://dreampitch.test/app/family?consent=abc123');
    const notice = familyEmail('consent_notice', { childFirstName: 'Max', consentToken: 'abc123' }, app);
    expect(notice.text).toContain('https://dreampitch.test/app/family?consent=abc123');
  });

  test('the verification mail links the account page with its token; the removal notice names the player', () => {
    expect(familyEmail('verify_email', { firstName: 'Ann', token: 't0k' }, app).text).toContain(
      'https://dreampitch.test/app/account?verify=t0k',
    );
    expect(familyEmail('link_removed', { childFirstName: 'Max', childLastName: 'Lee' }, app).subject).toBe(
      'Max Lee removed the family link on DreamPitch',
    );
  });

  test('the invite names the parent', () => {
    expect(familyEmail('link_invite', { parentFirstName: 'Ann', parentLastName: 'Lee' }, app).subject).toBe(
      'Ann Lee invited you to link your DreamPitch account',
    );
  });
});

describe('settingNotSavedMessage', () => {
  const still = "Not saved: Max's daily game time limit is still No limit.";
  const said = (error: unknown) => settingNotSavedMessage(error, "Max's daily game time limit", 'No limit');

  test('a request that never reached the server: choose again online, not the browser’s words', () => {
    expect(said(new TypeError('Failed to fetch'))).toBe(
      `${still} DreamPitch can't be reached right now: choose again once you're back online.`,
    );
  });

  test("a rule of the server the app has words for says what to do; any other error's text never shows", () => {
    expect(said({ message: 'Only the linked parent can do this.', code: 'not_linked_parent' })).toBe(
      `${still} Only the linked parent can do this.`,
    );
    expect(said({ message: 'permission denied for table family_links', code: '42501' })).toBe(
      `${still} Please choose again in a moment.`,
    );
    expect(said('boom')).toBe(`${still} Please choose again in a moment.`);
  });
});
