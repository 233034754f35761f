import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
 * Development mail: every message becomes `<time>-<id>.eml` (open it in any mail reader) and `.json` in `dir`.
 * Nothing leaves the machine.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  constructor(
    readonly dir: string,
    private readonly from = DEFAULT_MAIL_FROM,
  ) {}

  async send(message: MailMessage): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    const id = randomUUID();
    const now = new Date();
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
