import type { AccountType } from './types';

/**
 * Who may pay (issue 38 item 1): the Terms say a parent gives consent for a player under 18 and makes the purchases
 * for a child. The server enforces these (supabase/migrations/20261204100000_who_may_pay.sql, the same ages and
 * days); the app reads them to show "Ask a parent" instead of a card form.
 */
export const PURCHASE_RULES = {
  /** From this age a player pays once a linked parent approved the purchase through the mailed link. */
  parentApprovesFromAge: 13,
  /** From this age a player pays alone, as a parent account does. */
  paysAloneFromAge: 18,
  /** How long a request (and the approval link mailed with it) stays open. */
  requestOpenDays: 7,
} as const;

/** 'alone': the card form; 'parent_approves': a linked parent approves first; 'parent_pays': a parent pays. */
export type PurchaseRule = 'alone' | 'parent_approves' | 'parent_pays';

/** The rule for an account; a player of unknown age is treated as the youngest. */
export function purchaseRule(accountType: AccountType, age: number | null): PurchaseRule {
  if (accountType === 'parent' || (age !== null && age >= PURCHASE_RULES.paysAloneFromAge)) return 'alone';
  if (age !== null && age >= PURCHASE_RULES.parentApprovesFromAge) return 'parent_approves';
  return 'parent_pays';
}

/** The billing functions' refusals (the server's words) and what "Ask a parent" answers. */
export const PURCHASE_MESSAGES = {
  consentPending:
    'Your parent or guardian has not said yes yet, so no plan can be bought. Ask them to open the e-mail we sent them.',
  parentPays: 'Players under 13 do not pay: ask a parent, and they choose a plan from their own account.',
  parentApprovalRequired:
    'A parent approves this first: ask a parent, we e-mail them a link, and once they approve you can pay here.',
  askedToPay:
    'We e-mailed your linked parent or guardian and put your request on their family page. There is nothing more to do: they choose from their own account.',
  askedToApprove:
    'We e-mailed your linked parent or guardian a link to approve. Once they approve, come back here to pay.',
  alreadyAsked: 'Your parent or guardian already has today’s request. Give them time, or ask again tomorrow.',
  approved: 'Your parent or guardian approved Pro. You can pay below.',
  approvalLinkInvalid:
    'This approval link has expired or was already used. Your player can ask again from the plans page.',
} as const;
