import { createMailDelivery, type MailDelivery } from './delivery';
import { DEFAULT_MAIL_FROM, type Mailer } from './mailer';
import { OutboxMailer } from './outbox';
import { SmtpMailer } from './smtp';
import type { Database } from '../database';

export { handleOutbox } from './outbox-page';
export { weeklyFamilyReport } from './weekly-report';
export type { MailDelivery } from './delivery';
export type { Mailer, MailMessage } from './mailer';
export { OutboxMailer, listOutbox, type OutboxEntry } from './outbox';
export { SmtpMailer } from './smtp';

export interface MailOptions {
  /** Production: deliver through this SMTP server (`smtp://user:pass@host:587` or `smtps://…:465`). */
  smtpUrl?: string | null;
  /** Development: where the outbox keeps messages (used when there is no SMTP URL). */
  outboxDir: string;
  from?: string;
  /** Where the app lives, for links in the mails. */
  appUrl?: string;
}

/** SMTP when configured, else the dev outbox: the one mailer of the backend. */
export function createMailer(options: MailOptions): Mailer {
  const from = options.from ?? DEFAULT_MAIL_FROM;
  if (options.smtpUrl) return new SmtpMailer(options.smtpUrl, from);
  const outbox = new OutboxMailer(options.outboxDir, from);
  outbox.prune();
  return outbox;
}

export function setUpMail(db: Database, options: MailOptions): MailDelivery {
  return createMailDelivery(db, createMailer(options), options.appUrl ?? 'http://localhost:3000');
}
