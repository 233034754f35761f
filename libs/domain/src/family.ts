import { PLAN_PRICES_CENTS } from './checkout';
import { PURCHASE_MESSAGES } from './purchaseRules';
/**
 * Parents and players linked as a family: involvement levels (spec §1: Monitor, Collaborate, Supervise), the
 * under-13 consent rule (spec §6/§9, terms), the daily game-time limit and the family e-mails (the weekly report:
 * familyReport.ts). The database (supabase/migrations/*_family.sql) enforces the same rules; the tokens below are its
 * error messages.
 */
import { EMAIL_PATTERN, PARENT_MANAGED_BELOW_AGE } from './constants';
import { isNetworkFailure } from './errors';
import { MANAGED_CHILD_MESSAGES, MANAGED_CHILDREN_LIMIT } from './managedChildren';
import { PILLARS } from './pillars';
import { serverErrorMessage } from './serverErrors';
import { SIGN_UP_ERROR_MESSAGES } from './signUpRules';
import type { AgeGroup, Pillar } from './types';

export type FamilyLevel = 'monitor' | 'collaborate' | 'supervise';
export type FamilyLinkStatus = 'pending' | 'confirmed';
/** Which side of a link the signed-in user is. */
export type FamilyRole = 'parent' | 'child';

export interface FamilyParent {
  id: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export interface FamilyChild {
  id: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  age: number | null;
  ageGroup: AgeGroup | null;
}

/** A parent-player link as either side sees it (the `family_links` RPC). */
export interface FamilyLink {
  id: string;
  role: FamilyRole;
  status: FamilyLinkStatus;
  level: FamilyLevel;
  initiatedBy: FamilyRole;
  /** The link waits for the signed-in user to confirm (or accept) it. */
  awaitingMe: boolean;
  /** Daily game-time limit in minutes, applied under Supervise; null = no limit. */
  dailyGameMinutes: number | null;
  consentGivenAt: string | null;
  createdAt: string;
  confirmedAt: string | null;
  parent: FamilyParent;
  child: FamilyChild;
}

export interface GoalSuggestion {
  id: string;
  linkId: string;
  title: string;
  description: string;
  pillar: Pillar;
  status: 'open' | 'accepted' | 'dismissed';
  createdAt: string;
}

export interface Encouragement {
  id: string;
  linkId: string;
  goalId: string;
  message: string;
  createdAt: string;
}

export interface FamilyMessages {
  suggestions: GoalSuggestion[];
  encouragements: Encouragement[];
}

/** Today's game time as the database counts it (the `family_game_allowance` RPC). */
export interface GameTimeAllowance {
  /** The strictest daily limit of the player's supervising parents; null = no limit. */
  limitMinutes: number | null;
  usedSeconds: number;
  /** null when there is no limit. */
  remainingSeconds: number | null;
}

/** A game the server started (`start_game`): its id names it when the result is sent. */
export interface GamePlay {
  id: string;
  /** The countdown it may last: the drill's 15 minutes, or the game time left today when that is less. */
  allowedSeconds: number;
}

/** What `start_game` answers: the game, or null when today's game time is used up, and today's game time. */
export interface StartedGame {
  play: GamePlay | null;
  allowance: GameTimeAllowance;
}

/**
 * A ticket the server reserved for one game played later, offline (`reserve_game_ticket`): its id saves that game's
 * result, once, within GAME_RESULT_LATE_HOURS of `issuedAt`.
 */
export interface GameTicket {
  id: string;
  issuedAt: string;
  /** The countdown the offline game may run, as a start would have given it when the ticket was issued. */
  allowedSeconds: number;
}

/** What `reserve_game_ticket` answers: the ticket, or null when today's game time is used up, and today's game time. */
export interface ReservedGameTicket {
  ticket: GameTicket | null;
  allowance: GameTimeAllowance;
}

export const FAMILY_LEVELS: readonly FamilyLevel[] = ['monitor', 'collaborate', 'supervise'];

/** What each level lets a parent do (the Features page's three levels, made real). */
export const FAMILY_LEVEL_INFO: Record<FamilyLevel, { label: string; summary: string }> = {
  monitor: {
    label: 'Monitor',
    summary: 'See goals, progress, check-ins, sessions and game stats. Read-only.',
  },
  collaborate: {
    label: 'Collaborate',
    summary: 'Everything in Monitor, plus suggesting goals and leaving encouragement on a goal.',
  },
  supervise: {
    label: 'Supervise',
    summary:
      'Everything in Collaborate, plus approving new goals before they count and a daily game-time limit.',
  },
};

export type FamilyPermission = 'view' | 'suggest-goal' | 'encourage' | 'approve-goals' | 'limit-game-time';

const LEVEL_PERMISSIONS: Record<FamilyLevel, readonly FamilyPermission[]> = {
  monitor: ['view'],
  collaborate: ['view', 'suggest-goal', 'encourage'],
  supervise: ['view', 'suggest-goal', 'encourage', 'approve-goals', 'limit-game-time'],
};

export function levelAllows(level: FamilyLevel, permission: FamilyPermission): boolean {
  return LEVEL_PERMISSIONS[level].includes(permission);
}

/** Bounds of the daily game-time limit (the database CHECK agrees). */
export const GAME_LIMIT_MIN_MINUTES = 5;
export const GAME_LIMIT_MAX_MINUTES = 600;
export const GAME_LIMIT_CHOICES_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/** Under-13 players stay 'parent consent pending' until a linked parent confirms (terms, privacy policy). */
export function isParentConsentPending(age: number | null, links: readonly FamilyLink[]): boolean {
  if (age === null || age >= PARENT_MANAGED_BELOW_AGE) return false;
  return !links.some((link) => link.role === 'child' && link.status === 'confirmed');
}

export const PARENT_CONSENT_PENDING_LABEL = 'Parent consent pending';
/** What consent pending means for the account (private.purge_unconsented deletes it after 30 days). */
export const CONSENT_PENDING_STORAGE_NOTE =
  'Without consent within 30 days of sign-up, the account is deleted; we e-mail you and your parent a reminder a week before.';

/**
 * The consent notice a parent reads before confirming a link (in the app and in the e-mail), following the
 * privacy policy's "Information we collect and why" and "Children's privacy" sections.
 */
export const FAMILY_CONSENT_NOTICE = {
  title: 'Parental consent: what DreamPitch collects and why',
  intro:
    'Your child is under 13, so their DreamPitch account needs your consent and is managed by you. Confirming the link gives that consent.',
  collected: [
    'Account: first and last name, e-mail address and account type, to sign in and contact you about the account.',
    'Profile: age and age group, skill level and your e-mail address, to suggest goals that fit and to involve you.',
    'Goals, training sessions and Quick Track check-ins, to track training and show progress.',
    'Mini-game scores, points and achievements, to award points, levels and badges.',
    'Notification settings, to send only the reminders asked for.',
  ],
  rights:
    'You can see all of it on your parental dashboard, remove the link at any time, and ask us to correct or delete your child’s information or withdraw consent as the Privacy Policy explains.',
  privacyPath: '/app/privacy',
} as const;

/** Error tokens raised by the family functions of the database, with the message the app shows. */
export const FAMILY_ERROR_MESSAGES: Record<string, string> = {
  not_authenticated: 'Please sign in first.',
  link_not_found: 'This family link does not exist any more.',
  not_linked_parent: 'Only the linked parent can do this.',
  parent_only: 'Only a parent account can do this.',
  player_only: 'Only a player account can do this.',
  not_your_turn: 'The other side confirms this link.',
  invalid_email: 'Please enter a valid email address.',
  invalid_level: 'Choose Monitor, Collaborate or Supervise.',
  invalid_game_limit: `Choose a daily limit between ${GAME_LIMIT_MIN_MINUTES} and ${GAME_LIMIT_MAX_MINUTES} minutes.`,
  goal_awaiting_approval: 'This goal is waiting for a parent’s approval.',
  goal_not_pending: 'This goal is not waiting for approval.',
  level_too_low: 'Switch to Collaborate or Supervise to do this.',
  suggestion_not_found: 'This suggestion is not open any more.',
  email_not_verified:
    'Verify your e-mail address first: use "Send verification e-mail" and open the link we send you.',
  invalid_token:
    'This link was already used or has expired. Ask for a new one (your player can send the request again).',
  wrong_account:
    'This link was sent to another e-mail address. Sign in with the parent account of that address (or sign up with it).',
  consenting_parent_stays:
    'Players under 13 keep the parent who gave consent. Ask your parent or guardian to change the link.',
  too_many_requests:
    'We already sent you 3 e-mails in the last hour. Check your inbox and spam folder, or try again later.',
  invalid_username: MANAGED_CHILD_MESSAGES.username,
  username_taken: 'This username is taken. Try another one.',
  invalid_child_age: MANAGED_CHILD_MESSAGES.age,
  invalid_first_name: MANAGED_CHILD_MESSAGES.firstName,
  not_managing_parent: 'Only the parent who created this child account can change it.',
  no_linked_parent:
    'Link a parent first: ask them from your Family panel with their e-mail, and ask here again once they confirmed.',
  too_many_children: `You can manage up to ${MANAGED_CHILDREN_LIMIT} child accounts. Delete one you no longer use to add another.`,
  managed_by_parent:
    'Your parent or guardian manages this account: ask them to change it from their family page.',
  managed_child_invite: 'This is a child account its parent manages: only that parent links it.',
  parent_email_is_own: SIGN_UP_ERROR_MESSAGES.parent_email_is_own,
  parent_email_is_player: SIGN_UP_ERROR_MESSAGES.parent_email_is_player,
  parent_email_required: SIGN_UP_ERROR_MESSAGES.parent_email_required,
  no_parent_needed: 'You can choose a plan yourself: pick it on the plans page.',
  approval_link_invalid: PURCHASE_MESSAGES.approvalLinkInvalid,
  request_not_found: 'This request was already answered. Nothing else to do.',
  invalid_plan: 'Players ask a parent for the Pro plan.',
};

/** The app's message for a family error token, or null when the message is not one. */
export function familyErrorMessage(token: string | null | undefined): string | null {
  return token ? (FAMILY_ERROR_MESSAGES[token] ?? null) : null;
}

/**
 * What a parent is told when a setting for a child that saves on its own (the involvement level, the game-time limit)
 * was not saved and shows the saved value again: what it still is, and what to do next (a rule of the server in the
 * catalogue's words), never the error's own text.
 */
export function settingNotSavedMessage(error: unknown, setting: string, saved: string): string {
  const still = `Not saved: ${setting} is still ${saved}.`;
  if (isNetworkFailure(error))
    return `${still} DreamPitch can't be reached right now: choose again once you're back online.`;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  const rule = typeof code === 'string' ? (familyErrorMessage(code) ?? serverErrorMessage(code)) : null;
  return `${still} ${rule ?? 'Please choose again in a moment.'}`;
}

export function isValidFamilyEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= 320 && EMAIL_PATTERN.test(trimmed);
}

export function personName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

/** How the other side of a link is named to the signed-in user. */
export function otherPartyName(link: FamilyLink): string {
  if (link.role === 'parent') return personName(link.child) || link.child.email || 'Your player';
  return personName(link.parent) || link.parent.email;
}

// Game time -------------------------------------------------------------------------------------------------

export interface GameTimeDecision {
  allowed: boolean;
  /** Whole minutes left today, or null with no limit. */
  remainingMinutes: number | null;
  /** What the player sees: why a game cannot start, or how long is left. Null with no limit. */
  message: string | null;
}

/** Whether a game may start now, and what to tell the player (the limit is checked when a game starts). */
export function gameTimeDecision(allowance: GameTimeAllowance): GameTimeDecision {
  if (allowance.limitMinutes === null || allowance.remainingSeconds === null) {
    return { allowed: true, remainingMinutes: null, message: null };
  }
  const remainingMinutes = Math.floor(allowance.remainingSeconds / 60);
  if (allowance.remainingSeconds <= 0) {
    return {
      allowed: false,
      remainingMinutes: 0,
      message: `You have used today's ${allowance.limitMinutes} minutes of game time your parent set. Games open again tomorrow.`,
    };
  }
  return {
    allowed: true,
    remainingMinutes,
    message: `Game time left today: ${remainingMinutes} of ${allowance.limitMinutes} minutes (set by your parent).`,
  };
}

// E-mails ---------------------------------------------------------------------------------------------------

export type FamilyEmailKind =
  | 'link_request'
  | 'consent_notice'
  | 'link_invite'
  | 'weekly_report'
  | 'verify_email'
  | 'link_removed'
  | 'plan_request'
  | 'purchase_request'
  | 'unconsented_notice'
  | 'child_deleted';

/** The page a mailed consent link opens: only the parent account of the mailed address can use it. */
export const CONSENT_LINK_PARAM = 'consent';
/** The family page's parameter of a mailed purchase approval (a player of 13 to 17 asked to buy Pro). */
export const PURCHASE_APPROVAL_LINK_PARAM = 'approve';

/** Whether a page address is a mailed consent link (`/app/family?consent=…`), as the sign-in guard passes it on. */
export function isConsentLink(location: { pathname: string; search?: string }): boolean {
  return (
    location.pathname === '/app/family' && new URLSearchParams(location.search ?? '').has(CONSENT_LINK_PARAM)
  );
}
/** The page a mailed e-mail verification link opens. */
export const VERIFY_EMAIL_LINK_PARAM = 'verify';

function appLink(appUrl: string, path: string, param: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}${path}?${param}=${encodeURIComponent(token)}`;
}

export interface FamilyEmail {
  subject: string;
  text: string;
}

interface WeeklyReportMailChild {
  firstName?: string | null;
  activeGoals?: number;
  pendingGoals?: number;
  completedGoals?: number;
  averageProgress?: number;
  sessionsCompleted?: number;
  /** Per pillar, summed by the server (private.minutes_trained_by_pillar). */
  minutesTrained?: Partial<Record<Pillar, number>>;
  quickTrackEntries?: number;
  gamesPlayed?: number;
  gameMinutes?: number;
}

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;
const childFullName = (payload: Record<string, unknown>) =>
  [text(payload.childFirstName, ''), text(payload.childLastName, '')].filter(Boolean).join(' ');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The e-mail for a queued family message (private.mail_outbox: kind + payload). `appUrl` is where the app lives,
 * e.g. https://dreampitch.app; links point at its family page.
 */
export function familyEmail(
  kind: FamilyEmailKind,
  payload: Record<string, unknown>,
  appUrl: string,
): FamilyEmail {
  const familyUrl = `${appUrl.replace(/\/+$/, '')}/app/family`;
  const signature = '\n\n— The DreamPitch team';
  const consentToken = typeof payload.consentToken === 'string' ? payload.consentToken : '';
  // The single-use link is the proof that the parent reads this mailbox; without one the family page still works
  // for a parent who verified the address another way.
  const confirmUrl = consentToken
    ? appLink(appUrl, '/app/family', CONSENT_LINK_PARAM, consentToken)
    : familyUrl;
  switch (kind) {
    case 'link_request': {
      const child = text(payload.childFirstName, 'A player');
      return {
        subject: `${child} wants to link their DreamPitch account to you`,
        text:
          `${child} signed up for DreamPitch, the soccer training and goal-tracking app, and named this e-mail ` +
          `address as their parent or guardian.\n\n` +
          `Open this link, sign in (or sign up) as a parent with this e-mail address and confirm: ` +
          `${confirmUrl}\n\nThe link works once and only for this e-mail address. Once linked you can follow their goals and progress. If you do not know this player, ` +
          `ignore this e-mail: nothing is shared until you confirm.${signature}`,
      };
    }
    case 'consent_notice': {
      const child = text(payload.childFirstName, 'Your child');
      return {
        subject: `${FAMILY_CONSENT_NOTICE.title} (${child})`,
        text:
          `${FAMILY_CONSENT_NOTICE.intro}\n\nWhat we collect and why:\n` +
          FAMILY_CONSENT_NOTICE.collected.map((line) => `- ${line}`).join('\n') +
          `\n\n${FAMILY_CONSENT_NOTICE.rights}\nPrivacy Policy: ${appUrl.replace(/\/+$/, '')}${FAMILY_CONSENT_NOTICE.privacyPath}\n\n` +
          `Until you confirm, ${child}'s account shows "${PARENT_CONSENT_PENDING_LABEL}". Confirm with this link (it works once): ${confirmUrl}${signature}`,
      };
    }
    case 'link_invite': {
      const parent = [text(payload.parentFirstName, ''), text(payload.parentLastName, '')]
        .filter(Boolean)
        .join(' ');
      return {
        subject: `${parent || 'A parent'} invited you to link your DreamPitch account`,
        text:
          `${parent || 'A parent or guardian'} invited you to link your DreamPitch account so they can follow your ` +
          `training. Sign in as a player with this e-mail address and accept on the Family panel of your goal ` +
          `tracker: ${appUrl.replace(/\/+$/, '')}/app/goal-tracker\n\nIf you do not know them, ignore this e-mail.${signature}`,
      };
    }
    case 'verify_email': {
      const token = typeof payload.token === 'string' ? payload.token : '';
      return {
        subject: 'Verify your DreamPitch e-mail address',
        text:
          `Hi ${text(payload.firstName, 'there')},\n\nOpen this link to confirm this is your e-mail address ` +
          `(it works once, for 24 hours): ${appLink(appUrl, '/app/account', VERIFY_EMAIL_LINK_PARAM, token)}\n\n` +
          `Parents need a verified address to see link requests and their children's training. If you did not ` +
          `ask for this, ignore this e-mail.${signature}`,
      };
    }
    case 'link_removed': {
      const child = childFullName(payload);
      return {
        subject: `${child || 'Your player'} removed the family link on DreamPitch`,
        text:
          `${child || 'Your player'} removed the link to your DreamPitch account, so you no longer see their ` +
          `training. Players 13 and older may do this. If you think this is a mistake, talk with them; they can ` +
          `ask you to link again from their Family panel, and you can invite them from your family page: ` +
          `${familyUrl}${signature}`,
      };
    }
    case 'plan_request': {
      const child = childFullName(payload);
      return {
        subject: `${child || 'Your player'} asked about the DreamPitch Parent plan`,
        text:
          `Hi ${text(payload.parentFirstName, 'there')},\n\n${child || 'Your player'} opened the Parent plan on DreamPitch ` +
          `and asked you to have a look. The Parent plan is bought from a parent account; it gives you the parental ` +
          `dashboard for your linked players (goals, progress, check-ins, game stats, involvement levels and the ` +
          `weekly report). Nothing changes unless you choose it: ${appUrl.replace(/\/+$/, '')}/app/plans${signature}`,
      };
    }
    case 'purchase_request': {
      const child = childFullName(payload) || 'Your player';
      const token = typeof payload.token === 'string' ? payload.token : '';
      const hello = `Hi ${text(payload.parentFirstName, 'there')},\n\n`;
      // A player of 13 to 17 pays with their own card once a parent approves; a younger one never pays.
      return token
        ? {
            subject: `${child} asks you to approve DreamPitch Pro`,
            text:
              `${hello}${child} would like DreamPitch Pro ($${PLAN_PRICES_CENTS.pro / 100}/month, billed monthly, cancel anytime) and asked ` +
              `you first. If you agree, sign in as a parent with this e-mail address and approve with this link ` +
              `(it works once, for 7 days): ${appLink(appUrl, '/app/family', PURCHASE_APPROVAL_LINK_PARAM, token)}\n\n` +
              `Nothing is charged until ${child} pays after your approval. If you would rather not, ignore this ` +
              `e-mail or decline on your family page.${signature}`,
          }
        : {
            subject: `${child} asks you about DreamPitch Pro`,
            text:
              `${hello}${child} would like DreamPitch Pro and asked you, because players under 13 do not pay ` +
              `themselves. If you agree, the Parent plan on your own account covers your linked children. ` +
              `See the request on your family page and choose there: ${familyUrl}\n\n` +
              `Nothing changes unless you choose it.${signature}`,
          };
    }
    case 'unconsented_notice': {
      const child = text(payload.childFirstName, 'The player');
      const deleteOn = text(payload.deleteOn, 'in 7 days');
      const toParent = payload.to === 'parent';
      return {
        subject: `${child}'s DreamPitch account will be deleted on ${deleteOn} without a parent's consent`,
        text: toParent
          ? `${child} named this e-mail address as their parent or guardian on DreamPitch. Players under 13 need a ` +
            `parent's consent, and we have not received it. Without it, ${child}'s account is deleted on ${deleteOn}; ` +
            `nothing of their training is stored on our servers until then. To keep it, sign in (or sign up) as a ` +
            `parent with this e-mail address and confirm the request on your family page: ${familyUrl}. If you do ` +
            `not know this player, ignore this e-mail.${signature}`
          : `Hi ${child},\n\nyour parent or guardian has not given consent yet, so your DreamPitch account will be ` +
            `deleted on ${deleteOn}. Ask them to open the e-mail we sent them, or to sign up as a parent and ` +
            `confirm your request. Your goals stay on your device until then.${signature}`,
      };
    }
    case 'child_deleted':
      // Sent after the deletion, so it names nobody: no row naming the deleted child stays behind.
      return {
        subject: 'A player linked to you deleted their DreamPitch account',
        text:
          `A player whose account was linked to yours on DreamPitch deleted it. Their goals, training and ` +
          `progress are deleted for good and no longer appear on your family page: ${familyUrl}. If this is a ` +
          `surprise, talk with them; they can sign up again and ask you to link.${signature}`,
      };
    case 'weekly_report': {
      const children = Array.isArray(payload.children) ? (payload.children as WeeklyReportMailChild[]) : [];
      const lines = children.map(
        (child) =>
          `${text(child.firstName, 'Player')}: ${count(child.activeGoals)} active goals ` +
          `(${count(child.pendingGoals)} awaiting approval, ${count(child.completedGoals)} completed), ` +
          `average progress ${count(child.averageProgress)}%, ${count(child.sessionsCompleted)} sessions completed ` +
          `(minutes trained: ${PILLARS.map((pillar) => `${pillar} ${count(child.minutesTrained?.[pillar])}`).join(', ')}), ` +
          `${count(child.quickTrackEntries)} Quick Track entries, ${count(child.gamesPlayed)} games ` +
          `(${count(child.gameMinutes)} minutes).`,
      );
      return {
        subject: 'Your DreamPitch weekly family report',
        text:
          `Hi ${text(payload.parentFirstName, 'there')},\n\nHere is the past week:\n\n${lines.join('\n')}\n\n` +
          `See the details, print or export the report on your family page: ${familyUrl}\n` +
          `You receive this because your notifications are on; turn them off in your dashboard's notification settings.${signature}`,
      };
    }
  }
}

/** A player's "Ask a parent" on the Parent plan (issue 20). */
export const PLAN_REQUEST_MESSAGES = {
  sent: 'We e-mailed your linked parent or guardian. They choose whether to take the Parent plan from their own account.',
  alreadyAsked:
    'Your parent or guardian already has today’s e-mail about the Parent plan. You can ask again tomorrow.',
} as const;
