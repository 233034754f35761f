import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listOutbox } from './mail/outbox';
import { startTestBackend, type TestBackend } from './test-support';

/** A test backend's mail stays in its own temporary outbox, whatever the developer's mail settings say. */

const saved = { OUTBOX_DIR: process.env.OUTBOX_DIR, SMTP_URL: process.env.SMTP_URL };
let developerOutbox: string;
let backend: TestBackend;
let stopped = false;

beforeAll(async () => {
  // The developer's own settings: a configured outbox and an SMTP server (nothing listens on port 1).
  developerOutbox = mkdtempSync(join(tmpdir(), 'dreampitch-dev-outbox-'));
  process.env.OUTBOX_DIR = developerOutbox;
  process.env.SMTP_URL = 'smtp://127.0.0.1:1';
  backend = await startTestBackend({ mailIntervalMs: 0 });
}, 120_000);

afterAll(async () => {
  if (!stopped) await backend.stop();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(developerOutbox, { recursive: true, force: true });
});

describe('startTestBackend', () => {
  test('delivers to a temporary outbox of its own, not the configured one nor SMTP, and removes it on stop', async () => {
    const parentEmail = `parent-${randomUUID()}@example.com`;
    await backend.signUp({
      first_name: 'Kai',
      last_name: 'Test',
      accountType: 'player',
      age: 14,
      parentEmail,
    });

    const response = await fetch(`${backend.url}/outbox.json`, {
      headers: { apikey: backend.serviceRoleKey },
    });
    expect(response.status).toBe(200);
    expect(backend.outboxDir.startsWith(tmpdir())).toBe(true);
    expect(listOutbox(backend.outboxDir).map((mail) => [mail.to, mail.kind])).toEqual([
      [parentEmail, 'link_request'],
    ]);
    expect(readdirSync(developerOutbox)).toEqual([]);

    await backend.stop();
    stopped = true;
    expect(existsSync(backend.outboxDir)).toBe(false);
  }, 60_000);
});
