import { connect as netConnect, type Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import { DEFAULT_MAIL_FROM, formatMessage, type Mailer, type MailMessage } from './mailer';

interface Reply {
  code: number;
  lines: string[];
}

/** Reads SMTP replies (multi-line `250-…` up to `250 …`) from a socket. */
class ReplyReader {
  private buffer = '';
  private waiting: ((reply: Reply) => void) | null = null;
  private failed: ((error: Error) => void) | null = null;
  private readonly replies: Reply[] = [];
  private lines: string[] = [];

  constructor(private socket: Socket | TLSSocket) {
    this.attach(socket);
  }

  attach(socket: Socket | TLSSocket): void {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.push(chunk));
    socket.on('error', (error) => this.failed?.(error));
    socket.on('close', () => this.failed?.(new Error('SMTP connection closed')));
  }

  private push(chunk: string): void {
    this.buffer += chunk;
    let index: number;
    while ((index = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, index).replace(/\r$/, '');
      this.buffer = this.buffer.slice(index + 1);
      this.lines.push(line.slice(4));
      if (line[3] !== '-') {
        this.replies.push({ code: Number(line.slice(0, 3)), lines: this.lines });
        this.lines = [];
      }
    }
    this.flush();
  }

  private flush(): void {
    const reply = this.replies[0];
    if (reply && this.waiting) {
      this.replies.shift();
      const resolve = this.waiting;
      this.waiting = null;
      this.failed = null;
      resolve(reply);
    }
  }

  next(): Promise<Reply> {
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
      this.flush();
    });
  }
}

/**
 * SMTP delivery for production, from `SMTP_URL`: `smtp://user:pass@host:587` (STARTTLS when offered) or
 * `smtps://user:pass@host:465` (TLS from the start). AUTH PLAIN when the URL has credentials.
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly url: URL;

  constructor(
    smtpUrl: string,
    private readonly from = DEFAULT_MAIL_FROM,
    private readonly timeoutMs = 15_000,
  ) {
    this.url = new URL(smtpUrl);
    if (this.url.protocol !== 'smtp:' && this.url.protocol !== 'smtps:') {
      throw new Error('SMTP_URL must start with smtp:// or smtps://');
    }
  }

  async send(message: MailMessage): Promise<void> {
    const implicitTls = this.url.protocol === 'smtps:';
    const host = this.url.hostname;
    const port = Number(this.url.port || (implicitTls ? 465 : 587));
    let socket: Socket | TLSSocket = implicitTls
      ? tlsConnect({ host, port, servername: host })
      : netConnect({ host, port });
    socket.setTimeout(this.timeoutMs, () => socket.destroy(new Error('SMTP timeout')));
    const reader = new ReplyReader(socket);
    const expect = async (codes: number[], command?: string): Promise<Reply> => {
      if (command !== undefined) socket.write(`${command}\r\n`);
      const reply = await reader.next();
      if (!codes.includes(reply.code)) {
        throw new Error(
          `SMTP ${command?.split(' ')[0] ?? 'greeting'} failed: ${reply.code} ${reply.lines.join(' ')}`,
        );
      }
      return reply;
    };
    try {
      await expect([220]);
      let hello = await expect([250], 'EHLO dreampitch.local');
      if (!implicitTls && hello.lines.some((line) => /^STARTTLS\b/i.test(line))) {
        await expect([220], 'STARTTLS');
        socket.removeAllListeners('data');
        socket = tlsConnect({ socket, servername: host });
        reader.attach(socket);
        hello = await expect([250], 'EHLO dreampitch.local');
      }
      if (this.url.username) {
        const user = decodeURIComponent(this.url.username);
        const password = decodeURIComponent(this.url.password);
        const token = Buffer.from(`\0${user}\0${password}`, 'utf8').toString('base64');
        await expect([235], `AUTH PLAIN ${token}`);
      }
      const sender = /<([^>]+)>/.exec(this.from)?.[1] ?? this.from;
      await expect([250], `MAIL FROM:<${sender}>`);
      await expect([250, 251], `RCPT TO:<${message.to}>`);
      await expect([354], 'DATA');
      const body = formatMessage(message, this.from, randomUUID(), new Date())
        // Dot-stuffing: a line starting with "." would end the message early.
        .replace(/^\./gm, '..');
      await expect([250], `${body}.`);
      await expect([221], 'QUIT').catch(() => undefined);
    } finally {
      socket.destroy();
    }
  }
}
