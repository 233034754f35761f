import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientFor, startTestBackend, type TestBackend, withParentEmail } from '../test-support';
import { listOutbox, type OutboxEntry } from './outbox';
import { SmtpMailer } from './smtp';

/** Mail never leaves the machine in tests: the dev outbox in a temporary folder, and a fake SMTP server. */

let backend: TestBackend;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = mkdtempSync(join(tmpdir(), 'dreampitch-outbox-'));
  backend = await startTestBackend({ outboxDir, mailIntervalMs: 0, smtpUrl: null });
}, 120_000);
afterAll(async () => {
  await backend.stop();
  rmSync(outboxDir, { recursive: true, force: true });
}, 60_000);

const email = (prefix: string) => `${prefix}-${randomUUID()}@example.com`;

async function outboxFor(address: string): Promise<OutboxEntry[]> {
  return (await backend.readOutbox()).filter((entry) => entry.to === address);
}

async function signUp(address: string, metadata: Record<string, unknown>) {
  const client = clientFor(backend);
  const { data, error } = await client.auth.signUp({
    email: address,
    password: 'secret-pass',
    options: { data: withParentEmail(metadata) },
  });
  if (error || !data.session) throw error ?? new Error('no session');
  // A parent proves the address (the verification mail's link) before it can invite or confirm.
  if (metadata.accountType === 'parent') await backend.verifyEmail(client, address);
  return { client, id: data.user!.id, token: data.session.access_token };
}

describe('family mail through the dev outbox', () => {
  test('an under-13 sign-up sends the parent a link request and the consent notice, as .eml and .json', async () => {
    const parentEmail = email('mum');
    await signUp(email('kid'), {
      first_name: 'Max',
      last_name: 'Lee',
      accountType: 'player',
      age: 11,
      parentEmail,
    });
    const mails = await outboxFor(parentEmail);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['consent_notice', 'link_request']);
    const notice = mails.find((mail) => mail.kind === 'consent_notice')!;
    expect(notice.subject).toContain('Parental consent');
    expect(notice.text).toContain('What we collect and why');
    const eml = readFileSync(join(outboxDir, notice.file), 'utf8');
    expect(eml).toContain(`To: ${parentEmail}\r\n`);
    expect(eml).toContain('Content-Type: text/plain; charset=utf-8');
  });

  test('a 13-or-older player sends only the link request; the page lists it', async () => {
    const parentEmail = email('dad');
    await signUp(email('teen'), {
      first_name: 'Ola',
      last_name: 'K',
      accountType: 'player',
      age: 15,
      parentEmail,
    });
    expect((await outboxFor(parentEmail)).map((mail) => mail.kind)).toEqual(['link_request']);
    const page = await fetch(backend.outboxUrl);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<h1>Dev outbox</h1>');
    expect(html).toContain(parentEmail);
    const entry = (await outboxFor(parentEmail))[0]!;
    const link = `/outbox/${encodeURIComponent(entry.file)}?token=`;
    expect(html).toContain(link);
    const file = await fetch(`${backend.url}${link}${new URL(backend.outboxUrl).searchParams.get('token')}`);
    expect(file.headers.get('content-type')).toBe('message/rfc822');
    const missing = await fetch(`${backend.url}/outbox/nope.eml`, {
      headers: { apikey: backend.serviceRoleKey },
    });
    expect(missing.status).toBe(404);
  });

  test('a parent invite mails the player', async () => {
    const playerEmail = email('invited');
    const parent = await signUp(email('inviter'), {
      first_name: 'Ann',
      last_name: 'Lee',
      accountType: 'parent',
    });
    const { error } = await parent.client.rpc('family_invite_child', { p_child_email: playerEmail });
    expect(error).toBeNull();
    expect(await outboxFor(playerEmail)).toMatchObject([
      { kind: 'link_invite', subject: 'Ann Lee invited you to link your DreamPitch account' },
    ]);
  });

  test('the weekly family report runs only as the service role, for parents whose notifications are on', async () => {
    const parentEmail = email('weekly');
    const quietEmail = email('quiet');
    const child = await signUp(email('kid'), {
      first_name: 'Zoe',
      last_name: 'Lee',
      accountType: 'player',
      age: 12,
      parentEmail,
    });
    const parent = await signUp(parentEmail, { first_name: 'Ann', last_name: 'Lee', accountType: 'parent' });
    await signUp(email('kid'), {
      first_name: 'Ian',
      last_name: 'Q',
      accountType: 'player',
      age: 14,
      parentEmail: quietEmail,
    });
    const quiet = await signUp(quietEmail, { first_name: 'Q', last_name: 'Q', accountType: 'parent' });
    for (const who of [parent, quiet]) {
      const { data } = await who.client.rpc('family_links');
      await who.client.rpc('family_confirm_link', { p_link_id: (data as { id: string }[])[0]!.id });
    }
    await quiet.client
      .from('profiles')
      .update({
        notification_preferences: {
          enabled: false,
          methods: { email: true, sms: false },
          frequency: 'weekly',
          triggers: {},
        },
      })
      .eq('id', quiet.id);
    await child.client
      .from('quick_track_entries')
      .insert({ user_id: child.id, age_group: '8-12', emoji: 'good' });

    const asUser = await backend.fetchApi('/functions/v1/family-weekly-report', {
      method: 'POST',
      token: parent.token,
    });
    expect(asUser.status).toBe(403);
    const response = await backend.fetchApi('/functions/v1/family-weekly-report', {
      method: 'POST',
      token: backend.serviceRoleKey,
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      queued: expect.any(Number),
      delivered: expect.any(Number),
    });
    const [report] = (await outboxFor(parentEmail)).filter((mail) => mail.kind === 'weekly_report');
    expect(report?.subject).toBe('Your DreamPitch weekly family report');
    expect(report?.text).toContain('Zoe: 0 active goals');
    expect(report?.text).toContain('1 Quick Track entries');
    expect((await outboxFor(quietEmail)).filter((mail) => mail.kind === 'weekly_report')).toEqual([]);
  });
});

describe('SMTP', () => {
  let server: Server;
  let port: number;
  const received: string[] = [];

  beforeAll(async () => {
    server = createServer((socket) => {
      socket.setEncoding('utf8');
      let inData = false;
      let buffer = '';
      socket.write('220 fake ESMTP\r\n');
      socket.on('data', (chunk: string) => {
        buffer += chunk;
        let index: number;
        while ((index = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          received.push(line);
          if (inData) {
            if (line === '.') {
              inData = false;
              socket.write('250 queued\r\n');
            }
            continue;
          }
          if (line.startsWith('EHLO')) socket.write('250-fake\r\n250 AUTH PLAIN\r\n');
          else if (line.startsWith('AUTH PLAIN')) socket.write('235 ok\r\n');
          else if (line === 'DATA') {
            inData = true;
            socket.write('354 go\r\n');
          } else if (line === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('authenticates, sends the message with dot-stuffing, and quits', async () => {
    const mailer = new SmtpMailer(
      `smtp://user%40x:p%3Ass@127.0.0.1:${port}`,
      'DreamPitch <no-reply@dreampitch.app>',
    );
    await mailer.send({ to: 'mum@example.com', subject: 'Hello', text: 'Line one\n.starts with a dot' });
    expect(received).toContain(`AUTH PLAIN ${Buffer.from('\0user@x\0p:ss').toString('base64')}`);
    expect(received).toContain('MAIL FROM:<no-reply@dreampitch.app>');
    expect(received).toContain('RCPT TO:<mum@example.com>');
    expect(received).toContain('Subject: Hello');
    expect(received).toContain('..starts with a dot');
    expect(received.at(-1)).toBe('QUIT');
  });

  test('a refused recipient rejects with the server reply', async () => {
    const refusing = createServer((socket) => {
      socket.write('220 fake\r\n');
      socket.on('data', (chunk: Buffer) => {
        const line = chunk.toString();
        socket.write(line.startsWith('RCPT') ? '550 no such user\r\n' : '250 ok\r\n');
      });
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const refusingPort = (refusing.address() as { port: number }).port;
    try {
      await expect(
        new SmtpMailer(`smtp://127.0.0.1:${refusingPort}`).send({
          to: 'x@example.com',
          subject: 's',
          text: 't',
        }),
      ).rejects.toThrow('550 no such user');
    } finally {
      refusing.close();
    }
  });

  test('only smtp:// and smtps:// URLs', () => {
    expect(() => new SmtpMailer('http://mail.example.com')).toThrow('SMTP_URL');
  });
});

test('listOutbox of a missing folder is empty', () => {
  expect(listOutbox(join(tmpdir(), `missing-${randomUUID()}`))).toEqual([]);
});
