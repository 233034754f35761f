import {
  familyEmail,
  supportRequestEmail,
  trainingReminderEmail,
  type FamilyEmailKind,
} from '@dreampitch/domain';
import type { Database, Queryable } from '../database';
import type { Mailer } from './mailer';

/** A message is tried this many times before it is left for a person to look at (last_error says why). */
export const MAX_ATTEMPTS = 5;
const BATCH = 20;

interface QueuedMail {
  id: string;
  to_email: string;
  kind: FamilyEmailKind | 'support_request' | 'training_reminder';
  payload: Record<string, unknown>;
}

export interface MailDelivery {
  readonly mailer: Mailer;
  /** Where the app lives, for links in the mails. */
  readonly appUrl: string;
  /** Sends what private.mail_outbox holds unsent, including all queued before the call; resolves how many the run
   * it joined sent. Runs one at a time. */
  deliver(): Promise<number>;
}

async function asService<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', 'service_role', true), set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify({ role: 'service_role' })],
    );
    return work(tx);
  });
}

/**
 * Delivers the mail the database queues (link requests, consent notices, invites, weekly reports, support requests,
 * training reminders) through one mailer, as the service role. Sending happens outside any transaction so a slow
 * SMTP server never holds the database; a failure is recorded on the row and retried on the next run, up to MAX_ATTEMPTS.
 */
export function createMailDelivery(db: Database, mailer: Mailer, appUrl: string): MailDelivery {
  let running: Promise<number> | null = null;

  /** One batch of the oldest queued mail; resolves how many were sent and how many rows it read. */
  async function deliverBatch(): Promise<{ sent: number; read: number }> {
    const queued = await asService(db, (tx) =>
      tx.query<QueuedMail>(
        `select id::text, to_email, kind, payload from private.mail_outbox
         where sent_at is null and attempts < $1 order by created_at limit $2`,
        [MAX_ATTEMPTS, BATCH],
      ),
    );
    let sent = 0;
    for (const row of queued.rows) {
      const payload =
        typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload;
      try {
        const email =
          row.kind === 'support_request'
            ? supportRequestEmail(payload)
            : row.kind === 'training_reminder'
              ? trainingReminderEmail(payload, appUrl)
              : familyEmail(row.kind, payload, appUrl);
        await mailer.send({ to: row.to_email, subject: email.subject, text: email.text, kind: row.kind });
        await asService(db, (tx) =>
          // A sent message keeps no usable link: the single-use tokens live on only in the recipient's mailbox.
          tx.query(
            `update private.mail_outbox set sent_at = now(), attempts = attempts + 1,
               payload = payload - 'consentToken' - 'token'
             where id = $1`,
            [row.id],
          ),
        );
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.warn(`mail to ${row.to_email} (${row.kind}) failed: ${reason}`);
        await asService(db, (tx) =>
          tx.query('update private.mail_outbox set attempts = attempts + 1, last_error = $2 where id = $1', [
            row.id,
            reason.slice(0, 500),
          ]),
        );
      }
    }
    return { sent, read: queued.rows.length };
  }

  // Batch after batch until the queue is drained: a caller must see its own mail even behind a backlog (a full batch
  // left the newest mail for a later run, and a test reading its verification link missed it).
  async function deliverOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const { sent, read } = await deliverBatch();
      total += sent;
      // A failed send waits for the next run: a mailer that is down does not burn every attempt at once.
      if (read < BATCH || sent < read) return total;
    }
  }

  let next: Promise<number> | null = null;
  function start(): Promise<number> {
    running = deliverOnce().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    mailer,
    appUrl,
    deliver() {
      if (!running) return start();
      // The run under way may have read the queue before the caller's mail was queued: one more run follows it,
      // shared by every caller until it starts, so a caller always sees what was queued before it asked.
      next ??= running
        .catch(() => 0)
        .then(() => {
          next = null;
          return start();
        });
      return next;
    },
  };
}
