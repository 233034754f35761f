/**
 * Business constants of spec §5 and §9. The SQL migrations enforce the same limits; keep both in step.
 */

/** Free (and anonymous) users may hold at most this many goals. */
export const FREE_GOAL_LIMIT = 2;
/** At most this many goals can be selected in the wizard at once. */
export const MAX_SELECTED_GOALS = 3;
/**
 * The most goals one save carries (public.save_goals refuses more; a test ties the two). A wizard pass holds at most
 * MAX_SELECTED_GOALS and the device's sync a few passes kept while offline; the bound keeps one request's work small
 * on plans without a goal limit.
 */
export const MAX_GOALS_PER_SAVE = 50;
/** A new goal's target date lies this many days after its creation. */
export const GOAL_TARGET_DAYS = 90;

export const SESSION_DURATION_MIN = 15;
export const SESSION_DURATION_MAX = 180;
export const SESSION_DURATION_DEFAULT = 60;

/** A goal check-in's note (the goal_check_ins CHECK constraint says the same). */
export const GOAL_CHECK_IN_NOTE_MAX_LENGTH = 500;

/** Youngest age the product accepts anywhere. */
export const MIN_AGE = 6;
export const SIGN_UP_AGE_MIN = 6;
/**
 * Oldest age a profile holds (the profiles.age CHECK). Players sign up up to it, not to the spec's 18: adults are
 * part of the audience (docs/SPEC-REVIEW.md); under ADULT_AGE they give a parent's e-mail.
 */
export const AGE_MAX = 120;
/** From this age a player signs up alone and a parent account may be made. */
export const ADULT_AGE = 18;
export const PERSONALISATION_AGE_MIN = 6;
export const PERSONALISATION_AGE_MAX = 50;
/** Players younger than this need a parent's consent (terms). */
export const PARENTAL_CONSENT_BELOW_AGE = 18;
/** Players younger than this have parent-managed accounts (terms). */
export const PARENT_MANAGED_BELOW_AGE = 13;

/** Wizard account password. */
export const PASSWORD_MIN_LENGTH = 6;

/** Spec §5: text, at sign, text, dot, text, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The same pattern in PostgreSQL regex syntax, for a CHECK constraint (`email ~ EMAIL_PATTERN_SQL`). */
export const EMAIL_PATTERN_SQL = '^[^[:space:]@]+@[^[:space:]@]+\\.[^[:space:]@]+$';

export const POINTS_PER_LEVEL = 100;
export const RECENT_ACHIEVEMENTS_LIMIT = 6;

/** The simulated card provider waits this long before answering. */
export const PAYMENT_SIMULATED_DELAY_MS = 2000;
export const MONEY_BACK_GUARANTEE_DAYS = 30;
export const PRICE_CHANGE_NOTICE_DAYS = 30;
