import { afterEach, expect, test } from '@rstest/core';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listOutbox, OUTBOX_RETENTION_DAYS, OutboxMailer } from './outbox';
import { createMailer } from './index';

const DAY_MS = 24 * 60 * 60 * 1000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function outboxDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dreampitch-outbox-retention-'));
  dirs.push(dir);
  return dir;
}

test(`the dev outbox keeps a message ${OUTBOX_RETENTION_DAYS} days, then removes its .eml and .json`, async () => {
  const dir = outboxDir();
  const start = Date.parse('2026-03-02T08:00:00.000Z');
  let now = start;
  const mailer = new OutboxMailer(dir, undefined, () => new Date(now));
  const send = (subject: string) => mailer.send({ to: 'mum@example.com', subject, text: 'Kit Kid, age 9' });
  // Not a message of the outbox's: left alone.
  writeFileSync(join(dir, 'notes.txt'), 'mine');

  await send('first');
  now = start + (OUTBOX_RETENTION_DAYS - 1) * DAY_MS;
  await send('second');
  expect(listOutbox(dir).map((entry) => entry.subject)).toEqual(['second', 'first']);

  now = start + OUTBOX_RETENTION_DAYS * DAY_MS + 1;
  await send('third');
  expect(listOutbox(dir).map((entry) => entry.subject)).toEqual(['third', 'second']);
  expect(readdirSync(dir).filter((file) => file.startsWith('2026-03-02'))).toEqual([]);
  expect(readdirSync(dir)).toContain('notes.txt');
});

test('the backend clears what expired while it was stopped when it starts', async () => {
  const dir = outboxDir();
  const long = Date.now() - (OUTBOX_RETENTION_DAYS + 1) * DAY_MS;
  await new OutboxMailer(dir, undefined, () => new Date(long)).send({
    to: 'mum@example.com',
    subject: 'old',
    text: 'Kit Kid',
  });
  expect(listOutbox(dir)).toHaveLength(1);
  createMailer({ outboxDir: dir });
  expect(listOutbox(dir)).toEqual([]);
});
