import {
  isValidFamilyEmail,
  isValidUsername,
  localIsoDate,
  MANAGED_CHILD_AGE_MAX,
  MESSAGES,
  normaliseUsername,
  PARENT_MANAGED_BELOW_AGE,
  PASSWORD_MIN_LENGTH,
  minutesTrainedByPillar,
  purchaseRule,
  reportWeekStart,
  signInEmail,
  SIGN_UP_AGE_MIN,
  startOfLocalDay,
  type Encouragement,
  type FamilyLevel,
  type FamilyLink,
  type FamilyMessages,
  type GameTimeAllowance,
  type Goal,
  type GoalSuggestion,
  type QuickTrackRecord,
} from '@dreampitch/domain';
import { DataError, type AuthUser, type DemoBackend } from '@dreampitch/data';
import { newId } from '../ids';
import { familyError } from './errors';
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
import { profileFromRow, type ProfileRow } from '../profile-rows';
import { gameStatsFrom, type AchievementRow, type GameResultRow } from '../game-rows';

/**
 * The in-memory tables of a DemoBackend this repository reads and, like the database's SECURITY DEFINER
 * functions, changes. DemoBackend keeps them private; the family contract suite fails if they move.
 */
interface DemoTables {
  accounts: Map<string, { user: AuthUser; password: string }>;
  profiles: Map<string, ProfileRow>;
  goals: Map<string, { userId: string; goal: Goal }>;
  quickTrack: { userId: string; record: QuickTrackRecord; createdAt: number }[];
  gameResults: GameResultRow[];
  achievements: AchievementRow[];
  currentUser: AuthUser | null;
  offline: boolean;
  insertGoalRows(goals: Goal[], userId: string): Promise<void>;
  createAccount(user: AuthUser, password: string): void;
  storeGoalCompleted(goalId: string): Promise<void>;
  listedGoalsOf(userId: string): Goal[];
  gameLimitOf(userId: string): number | null;
  gameSecondsSince(userId: string, since: Date): number;
}

interface DemoLink {
  id: string;
  parentId: string | null;
  parentEmail: string;
  childId: string | null;
  childEmail: string | null;
  initiatedBy: 'parent' | 'child';
  status: 'pending' | 'confirmed';
  level: FamilyLevel;
  dailyGameMinutes: number | null;
  consentGivenAt: string | null;
  createdAt: string;
  confirmedAt: string | null;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const normalise = (email: string) => email.trim().toLowerCase();

/** The family repository of demo mode and tests, over the DemoBackend's in-memory data. */
export class DemoFamilyBackend implements FamilyBackend {
  readonly mode = 'demo' as const;
  private readonly tables: DemoTables;
  private readonly links: DemoLink[] = [];
  private readonly suggestions: GoalSuggestion[] = [];
  private readonly encouragements: Encouragement[] = [];
  private readonly managed: ManagedChild[] = [];
  private readonly planRequests = new Set<string>();
  /** Players whose sign-up parent e-mail has been turned into a request (once, as the database trigger does). */
  private readonly requested = new Set<string>();

  constructor(backend: DemoBackend) {
    this.tables = backend as unknown as DemoTables;
    // The database's private.game_limit_of: start_game asks the links for the strictest supervising limit.
    this.tables.gameLimitOf = (userId) => this.gameLimitOf(userId);
    // The database's goal-approval trigger: a supervised player's new goals wait; nobody else's do.
    const insertGoalRows = this.tables.insertGoalRows.bind(backend);
    this.tables.insertGoalRows = (goals, userId) => {
      const supervised = this.isSupervised(userId);
      return insertGoalRows(
        goals.map((goal) => ({
          ...goal,
          status: supervised
            ? 'pending_approval'
            : goal.status === 'pending_approval'
              ? 'active'
              : goal.status,
        })),
        userId,
      );
    };
    const storeGoalCompleted = this.tables.storeGoalCompleted.bind(backend);
    this.tables.storeGoalCompleted = async (goalId) => {
      if (this.tables.goals.get(goalId)?.goal.status === 'pending_approval') {
        throw familyError('goal_awaiting_approval');
      }
      await storeGoalCompleted(goalId);
    };
  }

  async listLinks(): Promise<FamilyLink[]> {
    const me = this.me();
    return this.visibleLinks(me).map((link) => this.toLink(link, me));
  }

  async requestParent(parentEmail: string): Promise<FamilyLink> {
    const me = this.me();
    if (this.profile(me.id)?.account_type !== 'player') throw familyError('player_only');
    const email = normalise(parentEmail);
    if (!isValidFamilyEmail(email) || email === normalise(me.email)) throw familyError('invalid_email');
    const link =
      this.links.find((l) => l.childId === me.id && l.parentEmail === email) ?? this.addLink(me.id, email);
    return this.toLink(link, me);
  }

  async inviteChild(childEmail: string): Promise<FamilyLink> {
    const me = this.me();
    if (this.profile(me.id)?.account_type !== 'parent') throw familyError('parent_only');
    const email = normalise(childEmail);
    if (!isValidFamilyEmail(email) || email === normalise(me.email)) throw familyError('invalid_email');
    let link = this.links.find((l) => l.parentId === me.id && l.childId === null && l.childEmail === email);
    if (!link) {
      link = {
        ...this.blankLink(),
        parentId: me.id,
        parentEmail: normalise(me.email),
        childEmail: email,
        initiatedBy: 'parent',
      };
      this.links.push(link);
    }
    return this.toLink(link, me);
  }

  async confirmLink(linkId: string): Promise<FamilyLink> {
    const me = this.me();
    const link = this.visibleLink(linkId, me);
    if (link.status === 'confirmed') return this.toLink(link, me);
    const type = this.profile(me.id)?.account_type;
    if (link.initiatedBy === 'child') {
      if (link.childId === me.id) throw familyError('not_your_turn');
      if (type !== 'parent') throw familyError('parent_only');
      link.parentId = me.id;
    } else {
      if (link.parentId === me.id) throw familyError('not_your_turn');
      if (type !== 'player') throw familyError('player_only');
      this.removeWhere((l) => l.childId === me.id && l.id !== link.id && l.parentEmail === link.parentEmail);
      link.childId = me.id;
    }
    const now = new Date().toISOString();
    Object.assign(link, { status: 'confirmed', confirmedAt: now, consentGivenAt: now });
    return this.toLink(link, me);
  }

  async removeLink(linkId: string): Promise<void> {
    const me = this.me();
    const link = this.visibleLink(linkId, me);
    const childAge = link.childId ? (this.profile(link.childId)?.age ?? 0) : 0;
    if (link.status === 'confirmed' && link.childId === me.id && childAge < PARENT_MANAGED_BELOW_AGE) {
      throw familyError('consenting_parent_stays');
    }
    this.removeWhere((l) => l.id === link.id);
    if (link.childId) this.releasePendingGoals(link.childId);
  }

  // Demo mode sends no mail, so no consent link exists to follow.
  async consentPreview(): Promise<ConsentPreview> {
    this.me();
    throw familyError('invalid_token');
  }

  async consentWithToken(): Promise<FamilyLink> {
    this.me();
    throw familyError('invalid_token');
  }

  async listNotices(): Promise<FamilyNotice[]> {
    this.me();
    return [];
  }

  async dismissNotice(): Promise<void> {
    this.me();
  }

  async listManagedChildren(): Promise<ManagedChild[]> {
    const me = this.me();
    return this.managed.filter((m) => m.parentId === me.id || m.childId === me.id).map((m) => ({ ...m }));
  }

  async createChildAccount(account: NewChildAccount): Promise<ManagedChild> {
    const me = this.me();
    if (this.profile(me.id)?.account_type !== 'parent') throw familyError('parent_only');
    const username = normaliseUsername(account.username);
    const firstName = account.firstName.trim();
    if (!isValidUsername(username)) throw familyError('invalid_username');
    if (!firstName || firstName.length > 100) throw familyError('invalid_first_name');
    if (
      !Number.isInteger(account.age) ||
      account.age < SIGN_UP_AGE_MIN ||
      account.age > MANAGED_CHILD_AGE_MAX
    ) {
      throw familyError('invalid_child_age');
    }
    if (account.password.length < PASSWORD_MIN_LENGTH) {
      throw new DataError(MESSAGES.passwordTooShort, 'weak_password');
    }
    if (this.managed.filter((m) => m.parentId === me.id).length >= 10) throw familyError('too_many_children');
    const email = signInEmail(username);
    if (this.tables.accounts.has(email)) throw familyError('username_taken');
    const user: AuthUser = {
      id: newId(),
      email,
      metadata: { first_name: firstName, accountType: 'player', age: account.age, parentEmail: null },
    };
    this.tables.createAccount(user, account.password);
    this.requested.add(user.id);
    const now = new Date().toISOString();
    this.links.push({
      ...this.blankLink(),
      parentId: me.id,
      parentEmail: normalise(me.email),
      childId: user.id,
      childEmail: email,
      initiatedBy: 'parent',
      status: 'confirmed',
      consentGivenAt: now,
      confirmedAt: now,
    });
    const child: ManagedChild = { childId: user.id, username, parentId: me.id, createdAt: now };
    this.managed.push(child);
    return { ...child };
  }

  async resetChildPassword(childId: string, password: string): Promise<void> {
    const child = this.managedBy(this.me(), childId);
    if (password.length < PASSWORD_MIN_LENGTH)
      throw new DataError(MESSAGES.passwordTooShort, 'weak_password');
    const account = this.tables.accounts.get(signInEmail(child.username));
    if (account) account.password = password;
  }

  async deleteChildAccount(childId: string): Promise<void> {
    const child = this.managedBy(this.me(), childId);
    this.tables.accounts.delete(signInEmail(child.username));
    this.tables.profiles.delete(childId);
    for (const [goalId, stored] of this.tables.goals) {
      if (stored.userId === childId) this.tables.goals.delete(goalId);
    }
    this.removeWhere((l) => l.childId === childId);
    this.managed.splice(this.managed.indexOf(child), 1);
  }

  async askParentForPlan(): Promise<PlanRequestResult> {
    const me = this.me();
    if (this.profile(me.id)?.account_type !== 'player') throw familyError('player_only');
    const parents = this.links.filter((l) => l.childId === me.id && l.status === 'confirmed');
    if (parents.length === 0) throw familyError('no_linked_parent');
    // Demo mode sends no mail; each parent counts as asked once a day.
    const today = new Date().toISOString().slice(0, 10);
    let asked = 0;
    for (const link of parents) {
      const key = `${me.id}:${link.parentId}:${today}`;
      if (this.planRequests.has(key)) continue;
      this.planRequests.add(key);
      asked += 1;
    }
    return { asked, alreadyAsked: parents.length - asked };
  }

  /**
   * Demo mode has no parents to ask and moves no money: a 13-17 player's approval counts as given, so a visitor can
   * try the card form; an under-13 still meets "Ask a parent".
   */
  async purchaseStatus(): Promise<PurchaseStatus> {
    const profile = this.profile(this.me().id);
    const rule = purchaseRule(profile?.account_type === 'parent' ? 'parent' : 'player', profile?.age ?? null);
    return { rule, consentPending: false, asked: false, approved: rule === 'parent_approves' };
  }

  askParentForPro(): Promise<PlanRequestResult> {
    return this.askParentForPlan();
  }

  async listPurchaseRequests(): Promise<PurchaseRequest[]> {
    this.me();
    return [];
  }

  async approvePurchase(): Promise<{ childFirstName: string | null; plan: 'pro' | 'parent' }> {
    throw familyError('approval_link_invalid');
  }

  async declinePurchase(): Promise<void> {
    throw familyError('request_not_found');
  }

  async listChildrenPlans(): Promise<ChildPlan[]> {
    const me = this.me();
    return this.links
      .filter((l) => l.parentId === me.id && l.status === 'confirmed' && l.childId)
      .map((l) => {
        const profile = this.profile(l.childId);
        const plan = profile?.subscription_plan ?? 'free';
        return {
          childId: l.childId!,
          plan,
          status: plan === 'free' ? null : 'active',
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
        };
      });
  }

  async setLevel(linkId: string, level: FamilyLevel): Promise<FamilyLink> {
    const me = this.me();
    const link = this.parentLink(linkId, me);
    if (!['monitor', 'collaborate', 'supervise'].includes(level)) throw familyError('invalid_level');
    link.level = level;
    this.releasePendingGoals(link.childId!);
    return this.toLink(link, me);
  }

  async setGameLimit(linkId: string, minutes: number | null): Promise<FamilyLink> {
    const me = this.me();
    const link = this.parentLink(linkId, me);
    if (minutes !== null && (!Number.isInteger(minutes) || minutes < 5 || minutes > 600)) {
      throw familyError('invalid_game_limit');
    }
    link.dailyGameMinutes = minutes;
    return this.toLink(link, me);
  }

  async getChildOverview(childId: string, today = localIsoDate()): Promise<ChildOverview> {
    const me = this.me();
    const profile = this.profile(childId);
    // The database's gate (private.is_parent_of): a child's data only for a confirmed parent on the Parent plan.
    const parentPlan = this.profile(me.id);
    const onParentPlan =
      parentPlan?.subscription_plan === 'parent' && parentPlan.subscription_status === 'active';
    if (!profile || !onParentPlan || !this.isParentOf(me.id, childId)) throw familyError('not_linked_parent');
    const weekAgo = new Date(Date.now() - WEEK_MS).toISOString();
    const results = this.tables.gameResults.filter((row) => row.user_id === childId);
    // As public.child_week_counts: every check-in and entry of the week, not only the newest listed.
    const since = reportWeekStart(today);
    const inWeek = (day: string) => day !== '' && day.slice(0, 10) >= since && day.slice(0, 10) <= today;
    const childGoals = [...this.tables.goals.values()].filter((stored) => stored.userId === childId);
    return structuredClone({
      profile: profileFromRow(profile),
      goals: this.tables.listedGoalsOf(childId),
      quickTrack: this.tables.quickTrack
        .filter((entry) => entry.userId === childId)
        .sort((a, b) => b.record.date.localeCompare(a.record.date) || b.createdAt - a.createdAt)
        .slice(0, RECENT_QUICK_TRACK)
        .map((entry) => entry.record),
      gameStats: gameStatsFrom(
        results,
        this.tables.achievements.filter((row) => row.user_id === childId),
      ),
      gameMinutesThisWeek: Math.round(
        results
          .filter((row) => row.created_at >= weekAgo)
          .reduce((sum, row) => sum + row.duration_seconds, 0) / 60,
      ),
      checkInsThisWeek: childGoals.reduce(
        (sum, stored) => sum + stored.goal.checkIns.filter((checkIn) => inWeek(checkIn.date)).length,
        0,
      ),
      quickTrackEntriesThisWeek: this.tables.quickTrack.filter(
        (entry) => entry.userId === childId && inWeek(entry.record.date),
      ).length,
      minutesTrainedThisWeek: minutesTrainedByPillar(
        childGoals.map((stored) => stored.goal),
        since,
        today,
      ),
    });
  }

  async decideGoal(goalId: string, approve: boolean): Promise<void> {
    const me = this.me();
    const stored = this.tables.goals.get(goalId);
    const supervising =
      stored &&
      this.links.some(
        (l) =>
          l.parentId === me.id &&
          l.childId === stored.userId &&
          l.status === 'confirmed' &&
          l.level === 'supervise',
      );
    if (!stored || !supervising) throw familyError('not_linked_parent');
    if (stored.goal.status !== 'pending_approval') throw familyError('goal_not_pending');
    if (approve) stored.goal.status = 'active';
    else this.tables.goals.delete(goalId);
  }

  async suggestGoal(linkId: string, input: GoalSuggestionInput): Promise<GoalSuggestion> {
    const link = this.collaboratorLink(linkId, this.me());
    if (!input.title.trim()) throw new DataError('A suggestion needs a title.', '23514');
    const suggestion: GoalSuggestion = {
      id: newId(),
      linkId: link.id,
      title: input.title.trim(),
      description: input.description.trim(),
      pillar: input.pillar,
      status: 'open',
      createdAt: new Date().toISOString(),
    };
    this.suggestions.unshift(suggestion);
    return { ...suggestion };
  }

  async encourage(goalId: string, message: string): Promise<Encouragement> {
    const me = this.me();
    const stored = this.tables.goals.get(goalId);
    const link = stored
      ? this.links.find(
          (l) => l.parentId === me.id && l.childId === stored.userId && l.status === 'confirmed',
        )
      : undefined;
    if (!link) throw familyError('not_linked_parent');
    this.collaboratorLink(link.id, me);
    if (!message.trim() || message.trim().length > 500) {
      throw new DataError('Encouragement is 1 to 500 characters.', '23514');
    }
    const encouragement: Encouragement = {
      id: newId(),
      linkId: link.id,
      goalId,
      message: message.trim(),
      createdAt: new Date().toISOString(),
    };
    this.encouragements.unshift(encouragement);
    return { ...encouragement };
  }

  async listMessages(): Promise<FamilyMessages> {
    const me = this.me();
    const mine = new Set(
      this.links
        .filter((l) => l.status === 'confirmed' && (l.childId === me.id || l.parentId === me.id))
        .map((l) => l.id),
    );
    return structuredClone({
      suggestions: this.suggestions.filter((s) => mine.has(s.linkId)),
      encouragements: this.encouragements.filter((e) => mine.has(e.linkId)),
    });
  }

  async answerSuggestion(suggestionId: string, accept: boolean): Promise<void> {
    const me = this.me();
    const suggestion = this.suggestions.find(
      (s) =>
        s.id === suggestionId &&
        s.status === 'open' &&
        this.links.some((l) => l.id === s.linkId && l.childId === me.id),
    );
    if (!suggestion) throw familyError('suggestion_not_found');
    suggestion.status = accept ? 'accepted' : 'dismissed';
  }

  async getGameTimeAllowance(now = new Date()): Promise<GameTimeAllowance> {
    this.assertOnline();
    const me = this.tables.currentUser;
    if (!me) return NO_GAME_LIMIT;
    this.syncSignUpRequests();
    const limitMinutes = this.gameLimitOf(me.id);
    const usedSeconds = this.tables.gameSecondsSince(me.id, startOfLocalDay(now));
    if (limitMinutes === null) return { limitMinutes: null, usedSeconds, remainingSeconds: null };
    return { limitMinutes, usedSeconds, remainingSeconds: Math.max(limitMinutes * 60 - usedSeconds, 0) };
  }

  private gameLimitOf(childId: string): number | null {
    const limits = this.links
      .filter(
        (l) =>
          l.childId === childId &&
          l.status === 'confirmed' &&
          l.level === 'supervise' &&
          l.dailyGameMinutes !== null,
      )
      .map((l) => l.dailyGameMinutes!);
    return limits.length === 0 ? null : Math.min(...limits);
  }

  // Internals

  private me(): AuthUser {
    this.assertOnline();
    const user = this.tables.currentUser;
    if (!user) throw familyError('not_authenticated');
    this.syncSignUpRequests();
    return user;
  }

  private assertOnline(): void {
    if (this.tables.offline) throw new DataError('Failed to fetch');
  }

  private profile(userId: string | null): ProfileRow | undefined {
    return userId ? this.tables.profiles.get(userId) : undefined;
  }

  private emailOf(userId: string | null): string | null {
    if (!userId) return null;
    for (const account of this.tables.accounts.values()) {
      if (account.user.id === userId) return normalise(account.user.email);
    }
    return null;
  }

  /** The sign-up trigger: a player's parent e-mail becomes a pending request, once. */
  private syncSignUpRequests(): void {
    for (const profile of this.tables.profiles.values()) {
      if (this.requested.has(profile.id)) continue;
      this.requested.add(profile.id);
      const email = profile.parent_email ? normalise(profile.parent_email) : '';
      if (profile.account_type !== 'player' || !isValidFamilyEmail(email)) continue;
      if (email === this.emailOf(profile.id)) continue;
      this.addLink(profile.id, email);
    }
  }

  private blankLink(): DemoLink {
    return {
      id: newId(),
      parentId: null,
      parentEmail: '',
      childId: null,
      childEmail: null,
      initiatedBy: 'child',
      status: 'pending',
      level: 'monitor',
      dailyGameMinutes: null,
      consentGivenAt: null,
      createdAt: new Date().toISOString(),
      confirmedAt: null,
    };
  }

  private addLink(childId: string, parentEmail: string): DemoLink {
    const link = { ...this.blankLink(), childId, parentEmail, initiatedBy: 'child' as const };
    this.links.push(link);
    return link;
  }

  private visibleLinks(me: AuthUser): DemoLink[] {
    const email = normalise(me.email);
    return this.links.filter(
      (l) =>
        l.parentId === me.id ||
        l.childId === me.id ||
        (l.initiatedBy === 'child' && l.parentId === null && l.parentEmail === email) ||
        (l.initiatedBy === 'parent' && l.childId === null && l.childEmail === email),
    );
  }

  private visibleLink(linkId: string, me: AuthUser): DemoLink {
    const link = this.visibleLinks(me).find((l) => l.id === linkId);
    if (!link) throw familyError('link_not_found');
    return link;
  }

  private managedBy(me: AuthUser, childId: string): ManagedChild {
    const child = this.managed.find((m) => m.childId === childId && m.parentId === me.id);
    if (!child) throw familyError('not_managing_parent');
    return child;
  }

  private parentLink(linkId: string, me: AuthUser): DemoLink {
    const link = this.links.find((l) => l.id === linkId && l.parentId === me.id && l.status === 'confirmed');
    if (!link) throw familyError('not_linked_parent');
    return link;
  }

  private collaboratorLink(linkId: string, me: AuthUser): DemoLink {
    const link = this.parentLink(linkId, me);
    if (link.level === 'monitor') throw familyError('level_too_low');
    return link;
  }

  private isParentOf(parentId: string, childId: string): boolean {
    return this.links.some(
      (l) => l.parentId === parentId && l.childId === childId && l.status === 'confirmed',
    );
  }

  private isSupervised(childId: string): boolean {
    return this.links.some(
      (l) => l.childId === childId && l.status === 'confirmed' && l.level === 'supervise',
    );
  }

  private releasePendingGoals(childId: string): void {
    if (this.isSupervised(childId)) return;
    for (const stored of this.tables.goals.values()) {
      if (stored.userId === childId && stored.goal.status === 'pending_approval')
        stored.goal.status = 'active';
    }
  }

  private removeWhere(predicate: (link: DemoLink) => boolean): void {
    for (let index = this.links.length - 1; index >= 0; index -= 1) {
      if (predicate(this.links[index]!)) this.links.splice(index, 1);
    }
  }

  private toLink(link: DemoLink, me: AuthUser): FamilyLink {
    const role =
      link.parentId === me.id
        ? 'parent'
        : link.childId === me.id
          ? 'child'
          : link.initiatedBy === 'child'
            ? 'parent'
            : 'child';
    const parent = this.profile(link.parentId);
    const child = this.profile(link.childId);
    return {
      id: link.id,
      role,
      status: link.status,
      level: link.level,
      initiatedBy: link.initiatedBy,
      awaitingMe: link.status === 'pending' && link.initiatedBy !== role,
      dailyGameMinutes: link.dailyGameMinutes,
      consentGivenAt: link.consentGivenAt,
      createdAt: link.createdAt,
      confirmedAt: link.confirmedAt,
      parent: {
        id: link.parentId,
        email: link.parentEmail,
        firstName: parent?.first_name ?? null,
        lastName: parent?.last_name ?? null,
      },
      child: {
        id: link.childId,
        email: this.emailOf(link.childId) ?? link.childEmail,
        firstName: child?.first_name ?? null,
        lastName: child?.last_name ?? null,
        age: child?.age ?? null,
        ageGroup: child?.age_group ?? null,
      },
    };
  }
}
