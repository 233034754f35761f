import {
  MESSAGES,
  type Encouragement,
  type FamilyLevel,
  type FamilyLink,
  type FamilyMessages,
  type GameTimeAllowance,
  type GoalSuggestion,
  type MinutesByPillar,
} from '@dreampitch/domain';
import { deviceTimeZone } from '@dreampitch/data';
import { RECENT_CHECK_INS } from '../check-ins';
import type { GoalListItemJson } from '../goal-rows';
import type { DataQueries, SupabaseBackend } from '../supabase-backend';
import { callRpc, fromJsonb, type RpcArgs, type RpcName } from '../rpc';
import type { GameStatsJson } from '../game-json';
import { fromQuickTrackRow } from '../quick-track-rows';
import { familyError, toFamilyError } from './errors';
import {
  NO_GAME_LIMIT,
  RECENT_QUICK_TRACK,
  type ConsentPreview,
  type FamilyNotice,
  type ChildOverview,
  type FamilyBackend,
  type GoalSuggestionInput,
  type ChildPlan,
  type ManagedChild,
  type PlanRequestResult,
  type PurchaseRequest,
  type PurchaseStatus,
  type NewChildAccount,
} from './family-backend';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The family repository over supabase-js: the `family_*` RPC functions and the parent read policies. */
export class SupabaseFamilyBackend implements FamilyBackend {
  /** `client` is the app backend's own client, so both share the signed-in session. */
  constructor(
    private readonly client: () => Promise<DataQueries>,
    private readonly rows: SupabaseBackend['rows'],
  ) {}

  private async call<T, N extends RpcName = RpcName>(name: N, ...args: RpcArgs<N>): Promise<T> {
    return callRpc<T, N>(
      await this.client(),
      (error) => toFamilyError(error, MESSAGES.somethingWentWrongTryAgain),
      name,
      ...args,
    );
  }

  /** A server function (`/functions/v1/<name>`); its `{ error: { code, message } }` answer is thrown as a DataError. */
  private async callFunction<T>(name: string, body: object): Promise<T> {
    const client = await this.client();
    const { data, error } = await client.functions.invoke(name, { body });
    if (!error) return data as T;
    const response = (error as { context?: unknown }).context;
    const parsed: unknown = response instanceof Response ? await response.json().catch(() => null) : null;
    const answer = (parsed as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    if (answer && typeof answer.code === 'string') {
      throw toFamilyError(
        { message: answer.code, details: answer.message },
        MESSAGES.somethingWentWrongTryAgain,
      );
    }
    throw toFamilyError(error, MESSAGES.somethingWentWrongTryAgain);
  }

  listLinks(): Promise<FamilyLink[]> {
    return this.call('family_links');
  }

  requestParent(parentEmail: string): Promise<FamilyLink> {
    return this.call('family_request_parent', { p_parent_email: parentEmail.trim() });
  }

  inviteChild(childEmail: string): Promise<FamilyLink> {
    return this.call('family_invite_child', { p_child_email: childEmail.trim() });
  }

  confirmLink(linkId: string): Promise<FamilyLink> {
    return this.call('family_confirm_link', { p_link_id: linkId });
  }

  async removeLink(linkId: string): Promise<void> {
    await this.call('family_remove_link', { p_link_id: linkId });
  }

  consentPreview(token: string): Promise<ConsentPreview> {
    return this.call('family_consent_preview', { p_token: token });
  }

  consentWithToken(token: string): Promise<FamilyLink> {
    return this.call('family_consent_by_token', { p_token: token });
  }

  listNotices(): Promise<FamilyNotice[]> {
    return this.call('family_notices');
  }

  async dismissNotice(noticeId: string): Promise<void> {
    await this.call('family_dismiss_notice', { p_notice_id: noticeId });
  }

  listManagedChildren(): Promise<ManagedChild[]> {
    return this.call('family_managed_children');
  }

  async createChildAccount(account: NewChildAccount): Promise<ManagedChild> {
    const created = await this.callFunction<{ childId: string; username: string }>('family-child-create', {
      ...account,
      username: account.username.trim(),
      firstName: account.firstName.trim(),
    });
    const managed = await this.listManagedChildren();
    const child = managed.find((candidate) => candidate.childId === created.childId);
    if (!child) throw familyError('not_managing_parent');
    return child;
  }

  async resetChildPassword(childId: string, password: string): Promise<void> {
    await this.callFunction('family-child-password', { childId, password });
  }

  async deleteChildAccount(childId: string): Promise<void> {
    await this.callFunction('family-child-delete', { childId });
  }

  askParentForPlan(): Promise<PlanRequestResult> {
    return this.call('family_ask_parent_for_plan');
  }

  listChildrenPlans(): Promise<ChildPlan[]> {
    return this.call('family_children_plans');
  }

  purchaseStatus(): Promise<PurchaseStatus> {
    return this.call('purchase_status', { p_plan: 'pro' });
  }

  askParentForPro(): Promise<PlanRequestResult> {
    return this.call('purchase_ask_parent', { p_plan: 'pro' });
  }

  listPurchaseRequests(): Promise<PurchaseRequest[]> {
    return this.call('purchase_requests');
  }

  approvePurchase(token: string): Promise<{ childFirstName: string | null; plan: 'pro' | 'parent' }> {
    return this.call('purchase_approve', { p_token: token });
  }

  async declinePurchase(requestId: string): Promise<void> {
    await this.call('purchase_decline', { p_request_id: requestId });
  }

  setLevel(linkId: string, level: FamilyLevel): Promise<FamilyLink> {
    return this.call('family_set_level', { p_link_id: linkId, p_level: level });
  }

  setGameLimit(linkId: string, minutes: number | null): Promise<FamilyLink> {
    // The limit's day runs midnight to midnight where the parent is: the server counts it in this zone.
    return this.call('family_set_game_limit', {
      p_link_id: linkId,
      p_minutes: minutes,
      p_time_zone: deviceTimeZone(),
    });
  }

  async getChildOverview(childId: string, today?: string): Promise<ChildOverview> {
    const client = await this.client();
    const weekAgo = new Date(Date.now() - WEEK_MS).toISOString();
    // The games' answer mapping (with the achievements' list) loads with the first overview, not with the page.
    const [profile, goals, quickTrack, stats, week, { gameStatsFromJson }] = await Promise.all([
      client.from('profiles').select('*').eq('id', childId).maybeSingle(),
      client.rpc('goal_list', { p_user_id: childId, p_recent: RECENT_CHECK_INS }),
      client
        .from('quick_track_entries')
        .select('*')
        .eq('user_id', childId)
        .order('entry_date', { ascending: false })
        .order('created_at', { ascending: false })
        .limit(RECENT_QUICK_TRACK),
      client.rpc('child_game_stats', { p_child_id: childId, p_since: weekAgo }),
      client.rpc('child_week_counts', { p_child_id: childId, ...(today ? { p_today: today } : {}) }),
      import('../game-json'),
    ]);
    for (const result of [profile, goals, quickTrack, stats, week]) {
      if (result.error) throw toFamilyError(result.error, 'Failed to load the player’s data');
    }
    // RLS shows a child's rows only through a confirmed link: no profile means no link.
    if (!profile.data || profile.data.id !== childId) throw familyError('not_linked_parent');
    const gameStats = fromJsonb<GameStatsJson & { secondsSince: number }>(stats.data);
    const counts = fromJsonb<{
      checkIns: number;
      quickTrackEntries: number;
      minutesTrained: MinutesByPillar;
    }>(week.data);
    return {
      profile: this.rows.profileFromTable(profile.data),
      goals: fromJsonb<GoalListItemJson[]>(goals.data).map(this.rows.goalFromListItem),
      quickTrack: (quickTrack.data ?? []).map(fromQuickTrackRow),
      gameStats: gameStatsFromJson(gameStats),
      gameMinutesThisWeek: Math.round(gameStats.secondsSince / 60),
      checkInsThisWeek: counts.checkIns,
      quickTrackEntriesThisWeek: counts.quickTrackEntries,
      minutesTrainedThisWeek: counts.minutesTrained,
    };
  }

  async decideGoal(goalId: string, approve: boolean): Promise<void> {
    await this.call('family_decide_goal', { p_goal_id: goalId, p_approve: approve });
  }

  suggestGoal(linkId: string, suggestion: GoalSuggestionInput): Promise<GoalSuggestion> {
    return this.call('family_suggest_goal', {
      p_link_id: linkId,
      p_title: suggestion.title,
      p_description: suggestion.description,
      p_pillar: suggestion.pillar,
    });
  }

  encourage(goalId: string, message: string): Promise<Encouragement> {
    return this.call('family_encourage', { p_goal_id: goalId, p_message: message });
  }

  listMessages(): Promise<FamilyMessages> {
    return this.call('family_messages');
  }

  async answerSuggestion(suggestionId: string, accept: boolean): Promise<void> {
    await this.call('family_answer_suggestion', { p_suggestion_id: suggestionId, p_accept: accept });
  }

  async getGameTimeAllowance(): Promise<GameTimeAllowance> {
    const client = await this.client();
    const { data } = await client.auth.getSession();
    if (!data.session) return NO_GAME_LIMIT;
    return this.call('family_game_allowance');
  }
}
