import type { Queryable } from '../database';
import type { FunctionResult } from '../billing';
import type { MailDelivery } from './delivery';

/**
 * `family-weekly-report` (service role only): queues a weekly family report for every parent with confirmed links
 * whose notifications are on with e-mail, then delivers. Body `{ since?: ISO timestamp }`, default 7 days ago.
 * Run it from a scheduler (cron) in production; locally: `npx tsx tools/local-backend/src/mail/weekly-report-cli.ts`.
 */
export async function weeklyFamilyReport(
  isServiceRole: boolean,
  body: unknown,
  runAsService: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>,
  mail: MailDelivery,
): Promise<FunctionResult> {
  if (!isServiceRole) {
    return {
      status: 403,
      body: { error: { code: 'forbidden', message: 'Only the service role runs reports.' } },
    };
  }
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const since =
    typeof input.since === 'string' && !Number.isNaN(Date.parse(input.since))
      ? new Date(input.since)
      : new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
  const queued = await runAsService(async (tx) => {
    const result = await tx.query<{ queued: number }>('select private.enqueue_weekly_reports($1) as queued', [
      since.toISOString(),
    ]);
    return result.rows[0]?.queued ?? 0;
  });
  const delivered = await mail.deliver();
  return { status: 200, body: { queued, delivered, since: since.toISOString() } };
}
