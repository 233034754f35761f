import {
  factsFromRecords,
  sumFacts,
  hasProFeatures,
  isSupportPriority,
  SUPPORT_RATE_LIMITS,
  SUPPORT_REPLY_HOURS,
  SUPPORT_TOPICS,
  validateGoalTemplate,
  validateRoutine,
  validateSupportMessage,
  type Goal,
  type GoalTemplate,
  type GoalTemplateInput,
  type MindsetTool,
  type PlayerDataExport,
  type ProAnalyticsData,
  type QuickTrackRecord,
  type SupportReceipt,
  type SupportTopic,
} from '@dreampitch/domain';
import { DataError, type AuthUser, type DemoBackend } from '@dreampitch/data';
import { newId } from '../ids';
import { proError } from './errors';
import type { ProBackend } from './pro-backend';
import type { ProfileRow } from '../profile-rows';
import { type GameResultRow } from '../game-rows';

/** The DemoBackend's in-memory tables this repository reads (the contract suite fails if they move). */
interface DemoTables {
  profiles: Map<string, ProfileRow>;
  goals: Map<string, { userId: string; goal: Goal }>;
  quickTrack: { userId: string; record: QuickTrackRecord; createdAt: number }[];
  gameResults: GameResultRow[];
  checkInProgress: { goalId: string; date: string; progress: number; at: number }[];
  currentUser: AuthUser | null;
  offline: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

/** The Pro features of demo mode and tests, in memory, with the database's plan gate and limits. */
export class DemoProBackend implements ProBackend {
  readonly mode = 'demo' as const;
  private readonly tables: DemoTables;
  private readonly templates: (GoalTemplate & { userId: string })[] = [];
  private readonly routines = new Map<string, string[]>();
  private readonly mindset: {
    id: string;
    userId: string;
    tool: MindsetTool;
    date: string;
    seconds: number;
    at: string;
  }[] = [];
  private readonly support: { userId: string; at: number }[] = [];

  constructor(backend: DemoBackend) {
    this.tables = backend as unknown as DemoTables;
  }

  private me(): string {
    if (this.tables.offline) throw new DataError('Failed to fetch', 'network');
    const user = this.tables.currentUser;
    if (!user) throw proError('not_authenticated');
    return user.id;
  }

  private pro(): string {
    const me = this.me();
    if (!hasProFeatures(this.tables.profiles.get(me)?.subscription_plan)) throw proError('pro_required');
    return me;
  }

  private ownGoals(me: string): Goal[] {
    return [...this.tables.goals.values()]
      .filter((stored) => stored.userId === me)
      .map((stored) => stored.goal);
  }

  async getAnalytics(since: string): Promise<ProAnalyticsData> {
    const me = this.pro();
    const goals = this.ownGoals(me).filter((goal) => goal.status !== 'pending_approval');
    const pillarOf = new Map(goals.map((goal) => [goal.id, goal.pillar]));
    const progress = this.tables.checkInProgress.filter((item) => pillarOf.has(item.goalId));
    const facts = sumFacts(
      factsFromRecords({
        checkIns: goals.flatMap((goal) =>
          goal.checkIns.filter((c) => c.date).map((c) => ({ date: c.date, pillar: goal.pillar })),
        ),
        sessions: goals.flatMap((goal) =>
          goal.sessions.map((s) => ({
            date: s.sessionDate,
            pillar: goal.pillar,
            // As private.minutes_trained: the minutes recorded by the player; ticked done without it, none.
            minutes: s.minutesTrained ?? 0,
            completed: s.completed,
          })),
        ),
        quickTrack: this.tables.quickTrack
          .filter((entry) => entry.userId === me)
          .map((entry) => entry.record),
        mindset: this.mindset
          .filter((item) => item.userId === me)
          .map((item) => ({ date: item.date, seconds: item.seconds })),
      }),
    ).filter((fact) => fact.date >= since);
    return {
      facts,
      goals: goals.map((goal) => {
        const byDay = new Map<string, { progress: number; at: number }>();
        for (const item of progress.filter((entry) => entry.goalId === goal.id)) {
          const current = byDay.get(item.date);
          if (!current || item.at > current.at) byDay.set(item.date, item);
        }
        return {
          id: goal.id,
          title: goal.title,
          pillar: goal.pillar,
          status: goal.status,
          progress: goal.progress,
          createdAt: goal.createdAt,
          targetDate: goal.targetDate || null,
          points: [...byDay.entries()]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([date, item]) => ({ date, progress: item.progress })),
        };
      }),
    };
  }

  async exportData(): Promise<PlayerDataExport> {
    const me = this.pro();
    const goals = this.ownGoals(me);
    return structuredClone({
      exportedAt: new Date().toISOString(),
      goals: goals.map((goal) => ({
        id: goal.id,
        title: goal.title,
        description: goal.description,
        pillar: goal.pillar,
        type: goal.type,
        status: goal.status,
        progress: goal.progress,
        target_date: goal.targetDate,
        age_group: goal.ageGroup,
        created_at: goal.createdAt,
      })),
      training_sessions: goals.flatMap((goal) =>
        goal.sessions.map((s) => ({
          id: s.id,
          goal_id: goal.id,
          session_date: s.sessionDate,
          start_time: s.startTime,
          duration: s.duration,
          notes: s.notes,
          completed: s.completed,
          created_at: s.createdAt,
        })),
      ),
      check_ins: goals.flatMap((goal) =>
        goal.checkIns.map((c) => ({ goal_id: goal.id, checked_on: c.date || null, note: c.note })),
      ),
      quick_track_entries: this.tables.quickTrack
        .filter((entry) => entry.userId === me)
        .map(({ record }) => ({ ...record })),
      game_results: this.tables.gameResults
        .filter((row) => row.user_id === me)
        .map(({ user_id: _, ...row }) => row),
      mindset_sessions: this.mindset
        .filter((item) => item.userId === me)
        .map((item) => ({
          id: item.id,
          tool: item.tool,
          completed_on: item.date,
          duration_seconds: item.seconds,
          created_at: item.at,
        })),
      goal_templates: this.templates
        .filter((item) => item.userId === me)
        .map((item) => ({
          id: item.id,
          title: item.title,
          description: item.description,
          pillar: item.pillar,
          type: item.type,
          created_at: item.createdAt,
        })),
    });
  }

  async listGoalTemplates(): Promise<GoalTemplate[]> {
    const me = this.me();
    return this.templates
      .filter((item) => item.userId === me)
      .map(({ userId: _, ...template }) => ({ ...template }));
  }

  private checkTemplate(me: string, input: GoalTemplateInput, exceptId: string | null) {
    if (validateGoalTemplate(input)) throw proError('template_invalid');
    const title = input.title.trim().toLowerCase();
    if (
      this.templates.some(
        (t) => t.userId === me && t.id !== exceptId && t.title.trim().toLowerCase() === title,
      )
    )
      throw proError('template_duplicate');
  }

  async saveGoalTemplate(input: GoalTemplateInput): Promise<GoalTemplate> {
    const me = this.pro();
    this.checkTemplate(me, input, null);
    if (this.templates.filter((t) => t.userId === me).length >= 50) throw proError('template_limit');
    const template = {
      id: newId(),
      userId: me,
      title: input.title.trim(),
      description: input.description.trim(),
      pillar: input.pillar,
      type: input.type,
      createdAt: new Date().toISOString(),
    };
    this.templates.push(template);
    const { userId: _, ...saved } = template;
    return { ...saved };
  }

  async updateGoalTemplate(id: string, input: GoalTemplateInput): Promise<GoalTemplate> {
    const me = this.pro();
    const template = this.templates.find((t) => t.id === id && t.userId === me);
    if (!template) throw new DataError('Cannot coerce the result to a single JSON object', 'PGRST116');
    this.checkTemplate(me, input, id);
    Object.assign(template, {
      title: input.title.trim(),
      description: input.description.trim(),
      pillar: input.pillar,
      type: input.type,
    });
    const { userId: _, ...saved } = template;
    return { ...saved };
  }

  async deleteGoalTemplate(id: string): Promise<void> {
    const me = this.me();
    const index = this.templates.findIndex((t) => t.id === id && t.userId === me);
    if (index >= 0) this.templates.splice(index, 1);
  }

  async getMindsetRoutine(): Promise<string[]> {
    return [...(this.routines.get(this.me()) ?? [])];
  }

  async saveMindsetRoutine(steps: string[]): Promise<string[]> {
    const me = this.pro();
    const result = validateRoutine(steps);
    if (!result.ok || result.steps.length !== steps.length) throw proError('routine_invalid');
    this.routines.set(me, result.steps);
    return [...result.steps];
  }

  async deleteMindsetRoutine(): Promise<void> {
    this.routines.delete(this.me());
  }

  async logMindsetSession(tool: MindsetTool, durationSeconds: number, date: string): Promise<void> {
    const me = this.pro();
    this.mindset.push({
      id: newId(),
      userId: me,
      tool,
      date,
      seconds: Math.min(3600, Math.max(0, Math.round(durationSeconds))),
      at: new Date().toISOString(),
    });
  }

  async sendSupportRequest(topic: SupportTopic, message: string): Promise<SupportReceipt> {
    const me = this.me();
    if (!SUPPORT_TOPICS.some((item) => item.id === topic)) throw proError('support_invalid_topic');
    if (validateSupportMessage(message)) throw proError('support_invalid_message');
    const now = Date.now();
    const mine = this.support.filter((item) => item.userId === me);
    if (
      mine.filter((item) => now - item.at < HOUR_MS).length >= SUPPORT_RATE_LIMITS.perHour ||
      mine.filter((item) => now - item.at < 24 * HOUR_MS).length >= SUPPORT_RATE_LIMITS.perDay
    )
      throw proError('support_rate_limited');
    this.support.push({ userId: me, at: now });
    const priority = isSupportPriority(this.tables.profiles.get(me)?.subscription_plan);
    const hours = priority ? SUPPORT_REPLY_HOURS.priority : SUPPORT_REPLY_HOURS.standard;
    return {
      id: newId(),
      priority,
      createdAt: new Date(now).toISOString(),
      replyDueAt: new Date(now + hours * HOUR_MS).toISOString(),
    };
  }
}
