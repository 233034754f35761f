/**
 * The plan rules the billing Edge Functions apply, as libs/domain states them (PLAN_PRICES_CENTS,
 * PAST_DUE_GRACE_DAYS). Deno deploys this folder alone, so the values are written here once and
 * tools/local-backend/src/plan-rules.test.ts fails if they ever differ from the domain's.
 */
export const PLAN_PRICES_CENTS = { pro: 500, parent: 800 } as const;
export const PAST_DUE_GRACE_DAYS = 7;
