import { openPostgres } from '../db';
import { setUpMail } from './index';

/**
 * Production mail delivery next to a hosted database: `DATABASE_URL=… SMTP_URL=… npx tsx
 * tools/local-backend/src/mail/worker.ts`. Delivers what `private.mail_outbox` holds every MAIL_INTERVAL_MS
 * (default 10 s) as the service role. It applies nothing to the database (no bootstrap, no migrations).
 */
const databaseUrl = process.env.DATABASE_URL;
const smtpUrl = process.env.SMTP_URL;
if (!databaseUrl || !smtpUrl) {
  console.error('Set DATABASE_URL and SMTP_URL.');
  process.exit(1);
}
const db = await openPostgres(databaseUrl);
const mail = setUpMail(db, {
  smtpUrl,
  outboxDir: '',
  from: process.env.MAIL_FROM,
  appUrl: process.env.APP_URL,
});
const interval = Number(process.env.MAIL_INTERVAL_MS ?? 10_000);
const timer = setInterval(() => {
  mail.deliver().catch((error: unknown) => console.error('mail delivery failed:', error));
}, interval);
const stop = () => {
  clearInterval(timer);
  void db.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
