import type { FunctionResult } from './billing';
import type { Database, Queryable } from './database';
import type { MailDelivery } from './mail';
import { loggable } from './errors';

/** What the backend's clock says; tests pass their own to drive the scheduler through time. */
export type Clock = () => Date;

async function enqueueDueReminders(tx: Queryable, now: Date): Promise<number> {
  const result = await tx.query<{ queued: number }>('select private.enqueue_due_reminders($1) as queued', [
    now.toISOString(),
  ]);
  return Number(result.rows[0]?.queued ?? 0);
}

export interface ReminderScheduler {
  /** Queues the reminders due at the clock's time and delivers them; resolves how many mails were queued. */
  runOnce(): Promise<number>;
  stop(): void;
}

/**
 * The local counterpart of the production pg_cron job (README "Reminders"): every `intervalMs` it asks the database
 * which reminders are due at `clock()` (private.enqueue_due_reminders, idempotent) and delivers the outbox. Runs one
 * at a time; 0 ms = only on demand.
 */
export function startReminderScheduler(
  db: Database,
  mail: MailDelivery,
  clock: Clock,
  intervalMs: number,
  /** The job's step, reminders by default; any other scheduled job of the backend reuses this loop. */
  step: (tx: Queryable, now: Date) => Promise<number> = enqueueDueReminders,
): ReminderScheduler {
  let running: Promise<number> | null = null;
  const runOnce = () => {
    running ??= db
      .transaction((tx) => step(tx, clock()))
      .then(async (queued) => {
        if (queued > 0) await mail.deliver();
        return queued;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          runOnce().catch((error: unknown) => console.warn('scheduled job failed:', loggable(error)));
        }, intervalMs)
      : null;
  timer?.unref();
  return {
    runOnce,
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}

/**
 * When a scheduled job called by hand runs: `{ now }` (an ISO time, a test clock) or the clock; the refusal when the
 * caller is not the service role or `now` is not a time.
 */
export function scheduledRunTime(
  isServiceRole: boolean,
  body: unknown,
  clock: Clock,
  serviceRoleOnly: string,
): Date | FunctionResult {
  if (!isServiceRole)
    return { status: 403, body: { error: { code: 'forbidden', message: serviceRoleOnly } } };
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (input.now !== undefined && (typeof input.now !== 'string' || Number.isNaN(Date.parse(input.now)))) {
    return {
      status: 400,
      body: { error: { code: 'invalid_time', message: 'now is an ISO date and time.' } },
    };
  }
  return typeof input.now === 'string' ? new Date(input.now) : clock();
}

/**
 * `reminders-run` (service role only): runs the scheduler's step now, or at `{ now }` (an ISO time, for a test
 * clock), then delivers. Answers `{ queued, delivered, now }`.
 */
export async function remindersRunFunction(
  isServiceRole: boolean,
  body: unknown,
  runAsService: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>,
  mail: MailDelivery,
  clock: Clock,
): Promise<FunctionResult> {
  const now = scheduledRunTime(isServiceRole, body, clock, 'Only the service role runs reminders.');
  if (!(now instanceof Date)) return now;
  const queued = await runAsService((tx) => enqueueDueReminders(tx, now));
  const delivered = await mail.deliver();
  return { status: 200, body: { queued, delivered, now: now.toISOString() } };
}
