/**
 * The parental dashboard's weekly family report (spec §1): one row per child, shown, printed and exported as CSV. A
 * module of its own, apart from family.ts, as only the children's cards use it: the family page's first screen does
 * not download it.
 */
import { csvCell } from './csv';
import type { Goal, Pillar } from './types';

/** What the parental dashboard reads for one child. */
export interface ChildActivity {
  goals: Goal[];
  /** The week's goal check-ins and Quick Track entries, counted by the server (the goals hold only the newest). */
  checkInsThisWeek: number;
  quickTrackEntriesThisWeek: number;
  /** The week's minutes trained per pillar, summed by the server (private.minutes_trained_by_pillar). */
  minutesTrainedThisWeek: MinutesByPillar;
  gamesPlayed: number;
  gameMinutes: number;
  totalPoints: number;
}

/** Minutes trained per pillar. */
export type MinutesByPillar = Record<Pillar, number>;

export interface WeeklyReportRow {
  child: string;
  activeGoals: number;
  pendingGoals: number;
  completedGoals: number;
  averageProgress: number;
  checkInsThisWeek: number;
  sessionsCompletedThisWeek: number;
  quickTrackEntriesThisWeek: number;
  /** Minutes trained this week in sessions finished in the session player, by the goal's pillar (server-summed). */
  technicalMinutes: number;
  physicalMinutes: number;
  tacticalMinutes: number;
  mentalMinutes: number;
  gamesPlayed: number;
  totalPoints: number;
}

/** Calendar days (YYYY-MM-DD) from `today` back 6 days: the report's week. */
export function reportWeekStart(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 6);
  return date.toISOString().slice(0, 10);
}

/** One report row per child for the week ending `today` (YYYY-MM-DD). */
export function weeklyReportRow(child: string, activity: ChildActivity, today: string): WeeklyReportRow {
  const since = reportWeekStart(today);
  const inWeek = (day: string) => day !== '' && day.slice(0, 10) >= since && day.slice(0, 10) <= today;
  const counted = activity.goals.filter((goal) => goal.status !== 'pending_approval');
  return {
    child,
    activeGoals: activity.goals.filter((goal) => goal.status === 'active').length,
    pendingGoals: activity.goals.filter((goal) => goal.status === 'pending_approval').length,
    completedGoals: activity.goals.filter((goal) => goal.status === 'completed').length,
    averageProgress:
      counted.length === 0
        ? 0
        : Math.round(counted.reduce((sum, goal) => sum + goal.progress, 0) / counted.length),
    checkInsThisWeek: activity.checkInsThisWeek,
    sessionsCompletedThisWeek: activity.goals.reduce(
      (sum, goal) =>
        sum + goal.sessions.filter((session) => session.completed && inWeek(session.sessionDate)).length,
      0,
    ),
    quickTrackEntriesThisWeek: activity.quickTrackEntriesThisWeek,
    technicalMinutes: activity.minutesTrainedThisWeek.technical,
    physicalMinutes: activity.minutesTrainedThisWeek.physical,
    tacticalMinutes: activity.minutesTrainedThisWeek.tactical,
    mentalMinutes: activity.minutesTrainedThisWeek.mental,
    gamesPlayed: activity.gamesPlayed,
    totalPoints: activity.totalPoints,
  };
}

export const WEEKLY_REPORT_COLUMNS: readonly { key: keyof WeeklyReportRow; label: string }[] = [
  { key: 'child', label: 'Player' },
  { key: 'activeGoals', label: 'Active goals' },
  { key: 'pendingGoals', label: 'Awaiting approval' },
  { key: 'completedGoals', label: 'Completed goals' },
  { key: 'averageProgress', label: 'Average progress (%)' },
  { key: 'checkInsThisWeek', label: 'Goal check-ins this week' },
  { key: 'sessionsCompletedThisWeek', label: 'Sessions completed this week' },
  { key: 'quickTrackEntriesThisWeek', label: 'Quick Track entries this week' },
  { key: 'technicalMinutes', label: 'Technical minutes trained this week' },
  { key: 'physicalMinutes', label: 'Physical minutes trained this week' },
  { key: 'tacticalMinutes', label: 'Tactical minutes trained this week' },
  { key: 'mentalMinutes', label: 'Mental minutes trained this week' },
  { key: 'gamesPlayed', label: 'Games played' },
  { key: 'totalPoints', label: 'Game points' },
];

/** The weekly report as CSV (RFC 4180, CRLF line ends, header row first). */
export function weeklyReportCsv(rows: readonly WeeklyReportRow[]): string {
  const lines = [
    WEEKLY_REPORT_COLUMNS.map((column) => csvCell(column.label)).join(','),
    ...rows.map((row) => WEEKLY_REPORT_COLUMNS.map((column) => csvCell(row[column.key])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
