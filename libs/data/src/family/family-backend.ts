import type {
  Encouragement,
  FamilyLevel,
  FamilyLink,
  FamilyMessages,
  GameStats,
  GameTimeAllowance,
  Goal,
  GoalSuggestion,
  MinutesByPillar,
  Pillar,
  Profile,
  PurchaseRule,
  QuickTrackRecord,
} from '@dreampitch/domain';

/** How many of a child's newest Quick Track entries the parent's dashboard shows. */
export const RECENT_QUICK_TRACK = 30;

/** Everything a parent's dashboard shows of one linked child. */
export interface ChildOverview {
  profile: Profile;
  /** As `Backend.listGoals`; status 'pending_approval' = waiting for a supervising parent. */
  goals: Goal[];
  /** The RECENT_QUICK_TRACK newest. */
  quickTrack: QuickTrackRecord[];
  gameStats: GameStats;
  /** Minutes of games played in the last 7 days. */
  gameMinutesThisWeek: number;
  /** Goal check-ins and Quick Track entries of the report's week (`reportWeekStart(today)` to today), all of them:
   * counted by the server, not in the newest ones above. */
  checkInsThisWeek: number;
  quickTrackEntriesThisWeek: number;
  /** Minutes trained per pillar in the sessions of that week, summed by the server (private.minutes_trained_by_pillar). */
  minutesTrainedThisWeek: MinutesByPillar;
}

/** Who a mailed consent link is about (shown before the parent confirms). */
export interface ConsentPreview {
  parentEmail: string;
  childFirstName: string | null;
  childLastName: string | null;
  childAge: number | null;
}

/** Something a parent is told on the family page (e.g. a 13+ player removed the link). */
export interface FamilyNotice {
  id: string;
  message: string;
  createdAt: string;
}

/** A child account a parent created and manages (spec §6: parents manage accounts for children under 13). */
export interface ManagedChild {
  childId: string;
  username: string;
  /** The managing parent. */
  parentId: string;
  createdAt: string;
}

export interface NewChildAccount {
  username: string;
  password: string;
  firstName: string;
  age: number;
}

/** What a confirmed parent sees of a player's plan (any plan of its own). */
export interface ChildPlan {
  childId: string;
  plan: 'free' | 'pro' | 'parent';
  status: 'active' | 'past_due' | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

/** How many linked parents were mailed, and how many had been asked in the last day already. */
export interface PlanRequestResult {
  asked: number;
  alreadyAsked: number;
}

/** A player's purchase as the server sees it (`purchase_status`): the rule, and whether a parent was asked or approved. */
export interface PurchaseStatus {
  rule: PurchaseRule;
  consentPending: boolean;
  asked: boolean;
  approved: boolean;
}

/** An open "Ask a parent" of a linked player, on the parent's family page. */
export interface PurchaseRequest {
  id: string;
  childId: string;
  childFirstName: string | null;
  plan: 'pro' | 'parent';
  rule: PurchaseRule;
  createdAt: string;
  approvedAt: string | null;
}

export interface GoalSuggestionInput {
  title: string;
  description: string;
  pillar: Pillar;
}

/**
 * Parents and players linked as a family (issue 12). Implemented over the database's family RPC functions and
 * parent read policies (`SupabaseFamilyBackend`).
 * Every call acts as the signed-in user and rejects with a DataError whose message is the app's message (see
 * FAMILY_ERROR_MESSAGES in @dreampitch/domain) and whose code is the database's token.
 */
export interface FamilyBackend {
  /** The links the signed-in user is part of or invited to, oldest first. */
  listLinks(): Promise<FamilyLink[]>;
  /** Player: asks a parent e-mail to link (as naming it at sign-up does). */
  requestParent(parentEmail: string): Promise<FamilyLink>;
  /** Parent: invites a player by e-mail. */
  inviteChild(childEmail: string): Promise<FamilyLink>;
  /** The side that did not start the link confirms it (a parent's confirmation is the under-13 consent). */
  confirmLink(linkId: string): Promise<FamilyLink>;
  /** Either side removes or declines a link; an under-13 cannot remove the parent who consented. */
  removeLink(linkId: string): Promise<void>;
  /** Parent: who the mailed single-use consent link is about (changes nothing). */
  consentPreview(token: string): Promise<ConsentPreview>;
  /**
   * Parent signed in with the very e-mail the consent link was mailed to: confirms the link (the under-13 consent)
   * and proves the address. The link then stops working.
   */
  consentWithToken(token: string): Promise<FamilyLink>;
  /** Parent: unread notices, newest first. */
  listNotices(): Promise<FamilyNotice[]>;
  dismissNotice(noticeId: string): Promise<void>;

  /** Parent: the child accounts it manages. A managed child: its own record (who manages it). */
  listManagedChildren(): Promise<ManagedChild[]>;
  /**
   * Parent with a verified e-mail: creates a child's account (no e-mail needed; the child signs in with the
   * username). The link is confirmed and the parent's consent recorded at once.
   */
  createChildAccount(account: NewChildAccount): Promise<ManagedChild>;
  /** The managing parent sets a new password; the child is signed out everywhere. */
  resetChildPassword(childId: string, password: string): Promise<void>;
  /** The managing parent deletes the child's account and every row about it. */
  deleteChildAccount(childId: string): Promise<void>;

  /**
   * Player: mails each linked parent (confirmed, verified e-mail) that it would like the Parent plan, at most once
   * a day per parent. Rejects with no_linked_parent when there is none.
   */
  askParentForPlan(): Promise<PlanRequestResult>;
  /** Parent: the plan of each confirmed player. */
  listChildrenPlans(): Promise<ChildPlan[]>;
  /** Player: who may pay for Pro, and whether a parent was asked or approved. */
  purchaseStatus(): Promise<PurchaseStatus>;
  /**
   * Player under 18: asks each linked parent (confirmed, verified e-mail) for Pro, once a day each: under 13 the
   * parent pays from their account; 13-17 the parent approves through a mailed link. Rejects with no_linked_parent.
   */
  askParentForPro(): Promise<PlanRequestResult>;
  /** Parent: the open requests of its linked players. */
  listPurchaseRequests(): Promise<PurchaseRequest[]>;
  /** Parent: approves a 13-17 player's purchase with the mailed link's token. */
  approvePurchase(token: string): Promise<{ childFirstName: string | null; plan: 'pro' | 'parent' }>;
  /** Parent: says no to a request (an approval not yet used is withdrawn). */
  declinePurchase(requestId: string): Promise<void>;

  // Parent only, on a confirmed link
  setLevel(linkId: string, level: FamilyLevel): Promise<FamilyLink>;
  /** Daily game-time limit in minutes (applies under Supervise); null removes it. */
  setGameLimit(linkId: string, minutes: number | null): Promise<FamilyLink>;
  /** Rejects unless the signed-in user is a confirmed parent of the child. */
  /** `today` (YYYY-MM-DD, the parent's date; default the server's) ends the week the counts cover. */
  getChildOverview(childId: string, today?: string): Promise<ChildOverview>;
  /** Supervise: approve (the goal becomes active) or decline (the goal is removed). */
  decideGoal(goalId: string, approve: boolean): Promise<void>;
  /** Collaborate and Supervise. */
  suggestGoal(linkId: string, suggestion: GoalSuggestionInput): Promise<GoalSuggestion>;
  encourage(goalId: string, message: string): Promise<Encouragement>;

  /** Suggestions and encouragement on the user's confirmed links (either side). */
  listMessages(): Promise<FamilyMessages>;
  /** Player: accept (the app then saves the goal) or dismiss a suggestion. */
  answerSuggestion(suggestionId: string, accept: boolean): Promise<void>;

  /**
   * Player: today's game time against the strictest daily limit of their supervising parents, counted by the server
   * (a game starts with Backend.startGame, which answers the same figures). Signed out: no limit.
   */
  getGameTimeAllowance(): Promise<GameTimeAllowance>;
}

export const NO_GAME_LIMIT: GameTimeAllowance = {
  limitMinutes: null,
  usedSeconds: 0,
  remainingSeconds: null,
};
