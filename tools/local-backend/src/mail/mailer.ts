/** One e-mail, plain text (the family mails need no HTML). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the message is about (e.g. 'consent_notice'); kept in the dev outbox, not sent as a header. */
  kind?: string;
}

/** The one way the backend sends e-mail: the dev outbox locally, SMTP in production, memory in the browser demo. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp' | 'memory';
  send(message: MailMessage): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'DreamPitch <no-reply@dreampitch.app>';

/** RFC 5322 message text with CRLF line ends; the body is UTF-8, 8bit. */
export function formatMessage(message: MailMessage, from: string, id: string, date: Date): string {
  const encodeHeader = (value: string) =>
    // Non-ASCII header text as an RFC 2047 encoded word, so any mail reader shows it.
    /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  const headers = [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${id}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${message.text.replace(/\r?\n/g, '\r\n')}\r\n`;
}
