import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_MAIL_FROM, formatMessage, type Mailer, type MailMessage } from './mailer';

/** What the outbox keeps of a message beside its .eml file. */
export interface OutboxEntry {
  id: string;
  file: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  kind: string | null;
  createdAt: string;
}

/**
 * How long the dev outbox keeps a message: a week to open a link or read a report, then it goes, so the outbox is no
 * lasting copy of every family's mail (a deleted child's included).
 */
export const OUTBOX_RETENTION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When an outbox file was written, from its `<time>-` prefix (the time with `:` and `.` as `-`), or null. */
function writtenAt(file: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/.exec(file);
  return match ? Date.parse(`${match[1]}:${match[2]}:${match[3]}.${match[4]}Z`) : null;
}

/**
 * Development mail: every message becomes `<time>-<id>.eml` (open it in any mail reader) and `.json` in `dir`, kept
 * OUTBOX_RETENTION_DAYS. Nothing leaves the machine.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  constructor(
    readonly dir: string,
    private readonly from = DEFAULT_MAIL_FROM,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Removes the messages older than OUTBOX_RETENTION_DAYS (each send does; the backend also at start). */
  prune(): void {
    const oldest = this.clock().getTime() - OUTBOX_RETENTION_DAYS * DAY_MS;
    let files: string[];
    try {
      files = readdirSync(this.dir);
    } catch {
      return;
    }
    for (const file of files) {
      const written = writtenAt(file);
      if (written !== null && written < oldest) rmSync(join(this.dir, file), { force: true });
    }
  }

  async send(message: MailMessage): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    this.prune();
    const id = randomUUID();
    const now = this.clock();
    const file = `${now.toISOString().replace(/[:.]/g, '-')}-${id}`;
    const entry: OutboxEntry = {
      id,
      file: `${file}.eml`,
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      kind: message.kind ?? null,
      createdAt: now.toISOString(),
    };
    writeFileSync(join(this.dir, `${file}.eml`), formatMessage(message, this.from, id, now));
    writeFileSync(join(this.dir, `${file}.json`), `${JSON.stringify(entry, null, 2)}\n`);
  }
}

/** The outbox's messages, newest first. A missing folder is an empty outbox. */
export function listOutbox(dir: string): OutboxEntry[] {
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxEntry);
}
