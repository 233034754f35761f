/**
 * GoTrue's auth rate limits, with the names and defaults of the Supabase CLI's `[auth.rate_limit]` (config.toml):
 * requests per 5 minutes per client address (e-mails: per hour). Upstream limits per IP with token buckets of at
 * most 30 requests (https://supabase.com/docs/guides/auth/rate-limits; internal/api/middleware.go
 * performRateLimiting), and so does this backend; mail is also counted per recipient. Sign-in is never counted per
 * account: anyone could then lock the owner out with wrong passwords.
 */
export interface AuthRateLimits {
  /** Sign-ups and password sign-ins, per 5 minutes. Default 30. */
  signInSignUps: number;
  /** Refresh-token grants, per 5 minutes. Default 150. */
  tokenRefresh: number;
  /** E-mails sent (recovery, confirmation, e-mail change), per hour. Default 2. */
  emailSent: number;
  /** OTP and link verifications, per 5 minutes. Default 30. */
  tokenVerifications: number;
}

export type RateLimitKind = keyof AuthRateLimits;

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signInSignUps: 30,
  tokenRefresh: 150,
  emailSent: 2,
  tokenVerifications: 30,
};

const ENV_NAMES: Record<RateLimitKind, string> = {
  signInSignUps: 'AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS',
  tokenRefresh: 'AUTH_RATE_LIMIT_TOKEN_REFRESH',
  emailSent: 'AUTH_RATE_LIMIT_EMAIL_SENT',
  tokenVerifications: 'AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS',
};

const FIVE_MINUTES = 5 * 60_000;
const WINDOW_MS: Record<RateLimitKind, number> = {
  signInSignUps: FIVE_MINUTES,
  tokenRefresh: FIVE_MINUTES,
  emailSent: 60 * 60_000,
  tokenVerifications: FIVE_MINUTES,
};
/** GoTrue's bucket capacity: a burst of at most this many, then the configured rate. */
const MAX_BURST = 30;

/** Limits from the options, else from `AUTH_RATE_LIMIT_*` variables, else GoTrue's defaults. */
export function resolveAuthRateLimits(
  options: Partial<AuthRateLimits> = {},
  env: NodeJS.ProcessEnv = process.env,
): AuthRateLimits {
  const limits = { ...DEFAULT_AUTH_RATE_LIMITS };
  for (const kind of Object.keys(limits) as RateLimitKind[]) {
    const raw = env[ENV_NAMES[kind]];
    if (raw !== undefined && raw !== '') {
      const value = Number(raw);
      if (!Number.isInteger(value) || value < 1) {
        throw new Error(`${ENV_NAMES[kind]} must be a positive whole number, got "${raw}"`);
      }
      limits[kind] = value;
    }
    const given = options[kind];
    if (given !== undefined) limits[kind] = given;
  }
  return limits;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Token buckets in memory, one per (kind, key); a full bucket is forgotten, so memory follows active clients. */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly limits: AuthRateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token from every key's bucket; false (and nothing taken) when any of them is empty. */
  take(kind: RateLimitKind, keys: readonly string[]): boolean {
    const limit = this.limits[kind];
    const capacity = Math.min(limit, MAX_BURST);
    const perMs = limit / WINDOW_MS[kind];
    const now = this.now();
    const buckets = keys.map((key) => {
      const id = `${kind}:${key}`;
      const bucket = this.buckets.get(id) ?? { tokens: capacity, updatedAt: now };
      bucket.tokens = Math.min(capacity, bucket.tokens + (now - bucket.updatedAt) * perMs);
      bucket.updatedAt = now;
      return { id, bucket };
    });
    if (buckets.some(({ bucket }) => bucket.tokens < 1)) return false;
    for (const { id, bucket } of buckets) {
      bucket.tokens -= 1;
      this.buckets.set(id, bucket);
    }
    this.sweep(now);
    return true;
  }

  private sweep(now: number): void {
    if (this.buckets.size < 10_000) return;
    for (const [id, bucket] of this.buckets) {
      const kind = id.slice(0, id.indexOf(':')) as RateLimitKind;
      const refilled = bucket.tokens + (now - bucket.updatedAt) * (this.limits[kind] / WINDOW_MS[kind]);
      if (refilled >= Math.min(this.limits[kind], MAX_BURST)) this.buckets.delete(id);
    }
  }
}
