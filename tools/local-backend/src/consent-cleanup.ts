import type { FunctionResult } from './billing';
import type { Queryable } from './database';
import type { MailDelivery } from './mail';
import { scheduledRunTime, type Clock } from './reminders';

/**
 * Under-13 accounts whose parent never consented (20261125171200_consent_pending.sql): a notice at 23 days, deletion
 * at 30. The local backend runs this hourly on its scheduler (startReminderScheduler); production runs
 * `select private.purge_unconsented(now())` daily with pg_cron (README). Resolves how many accounts it touched.
 */
export async function purgeUnconsented(tx: Queryable, now: Date): Promise<number> {
  const report = await purgeReport(tx, now);
  return report.noticed + report.deleted;
}

async function purgeReport(tx: Queryable, now: Date): Promise<{ noticed: number; deleted: number }> {
  const result = await tx.query<{ report: { noticed: number; deleted: number } }>(
    'select private.purge_unconsented($1) as report',
    [now.toISOString()],
  );
  return result.rows[0]?.report ?? { noticed: 0, deleted: 0 };
}

/** `consent-cleanup-run` (service role only): the job now, or at `{ now }` (a test clock); answers its report. */
export async function consentCleanupFunction(
  isServiceRole: boolean,
  body: unknown,
  runAsService: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>,
  mail: MailDelivery,
  clock: Clock,
): Promise<FunctionResult> {
  const now = scheduledRunTime(
    isServiceRole,
    body,
    clock,
    'Only the service role runs the consent clean-up.',
  );
  if (!(now instanceof Date)) return now;
  const report = await runAsService((tx) => purgeReport(tx, now));
  await mail.deliver();
  return { status: 200, body: report };
}
