import { describe, expect, test } from '@rstest/core';
import type { Database, QueryResult, Queryable } from '../database';
import { createMailDelivery } from './delivery';
import type { MailMessage, Mailer } from './mailer';

/** private.mail_outbox in memory: the delivery's two statements, select the unsent rows and mark one sent. */
function fakeOutboxDatabase() {
  const rows: { id: string; to_email: string; kind: string; payload: object; sent: boolean }[] = [];
  const tx: Queryable = {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      if (sql.includes('from private.mail_outbox')) {
        // The statement's limit (its second parameter) is honoured, as the database does.
        const unsent = rows
          .filter((row) => !row.sent)
          .slice(0, Number(params[1] ?? rows.length))
          .map(({ sent: _sent, ...row }) => row);
        return { rows: unsent as Row[], affectedRows: unsent.length };
      }
      if (sql.includes('set sent_at')) {
        const row = rows.find((candidate) => candidate.id === params[0]);
        if (row) row.sent = true;
        return { rows: [], affectedRows: row ? 1 : 0 };
      }
      return { rows: [], affectedRows: 0 };
    },
    async exec() {},
  };
  const db: Database = {
    kind: 'pglite',
    query: tx.query,
    exec: tx.exec,
    transaction: (work) => work(tx),
    async close() {},
  };
  const queue = (to: string) =>
    rows.push({
      id: String(rows.length + 1),
      to_email: to,
      kind: 'support_request',
      payload: {},
      sent: false,
    });
  return { db, queue };
}

describe('mail delivery', () => {
  test('one delivery drains a backlog longer than a batch, so a caller finds its newest mail', async () => {
    const { db, queue } = fakeOutboxDatabase();
    const sent: string[] = [];
    const mailer: Mailer = {
      kind: 'outbox',
      async send(mail: MailMessage) {
        sent.push(mail.to);
      },
    };
    for (let index = 0; index < 45; index += 1) queue(`backlog${index}@example.com`);
    queue('newest@example.com');
    expect(await createMailDelivery(db, mailer, 'http://localhost:3000').deliver()).toBe(46);
    expect(sent.at(-1)).toBe('newest@example.com');
  });

  test('a mail queued while a run is under way is sent by the delivery its caller waits for', async () => {
    const { db, queue } = fakeOutboxDatabase();
    const sent: string[] = [];
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const mailer: Mailer = {
      kind: 'outbox',
      async send(mail: MailMessage) {
        if (sent.length === 0) await firstHeld;
        sent.push(mail.to);
      },
    };
    const delivery = createMailDelivery(db, mailer, 'http://localhost:3000');

    queue('first@example.com');
    const periodic = delivery.deliver();
    await new Promise((resolve) => setTimeout(resolve, 0));
    queue('second@example.com');
    const onDemand = delivery.deliver();
    releaseFirst();

    await periodic;
    await onDemand;
    expect(sent).toEqual(['first@example.com', 'second@example.com']);
  });
});
