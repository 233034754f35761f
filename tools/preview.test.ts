import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rawRequest, wireRequest } from '@dreampitch/local-backend/raw-http';
import { serveApp } from './preview';

let dist: string;
const script = `export const answer = ${JSON.stringify('x'.repeat(5000))};`;
let server: Server;
let port: number;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dreampitch-preview-'));
  mkdirSync(join(dist, 'static'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dist, '200.html'), '<!doctype html><title>spa</title>');
  writeFileSync(join(dist, 'static', 'app.1234.js'), 'console.log(1)');
  writeFileSync(join(dist, 'static', 'big.5678.js'), script);
  server = await serveApp('shell', 0, dist);
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the preview server survives hostile requests (issue 16, item 1)', () => {
  test.each([
    ['an absolute-form target that is not a URL', 'GET http://[ HTTP/1.1'],
    ['bad percent escapes', 'GET /%E0%A4%A/%zz HTTP/1.1'],
    ['a path escaping the folder', 'GET /../../../../etc/passwd HTTP/1.1'],
    ['an encoded path escape', 'GET /static/..%2f..%2f..%2fetc%2fpasswd HTTP/1.1'],
    ['a NUL byte', 'GET /static/app.1234.js%00.html HTTP/1.1'],
    ['config.json with a hostile query', 'GET /config.json?%zz=%E0 HTTP/1.1'],
  ])('%s gets an answer and no file outside dist', async (_name, line) => {
    const response = await rawRequest(port, wireRequest(line, { 'Accept-Encoding': 'gzip' }));
    expect(response.status).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(500);
    expect(response.body).not.toContain('root:');
  });

  test('a config.json the environment cannot produce is a 500 for that request, and the server keeps serving', async () => {
    const saved = process.env.JWT_SECRET;
    process.env.JWT_SECRET = 'too-short';
    try {
      const broken = await rawRequest(port, wireRequest('GET /config.json HTTP/1.1'));
      expect(broken.status).toBe(500);
    } finally {
      if (saved === undefined) delete process.env.JWT_SECRET;
      else process.env.JWT_SECRET = saved;
    }
    const after = await rawRequest(port, wireRequest('GET /static/app.1234.js HTTP/1.1'));
    expect(after.status).toBe(200);
    expect(after.body).toBe('console.log(1)');
  });
});

describe('hashed assets are sent compressed once, whole, with their length', () => {
  test('a gzip-accepting request gets the gzip body with a Content-Length, not chunks', async () => {
    const response = await fetch(`http://localhost:${port}/static/big.5678.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('transfer-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toBe('text/javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(script.length / 10);
    expect(await response.text()).toBe(script);
  });

  test('the same body twice, and the plain file to a client that takes no gzip', async () => {
    const raw = async (encoding: string) =>
      rawRequest(port, wireRequest('GET /static/big.5678.js HTTP/1.1', { 'Accept-Encoding': encoding }));
    const first = await raw('gzip');
    const second = await raw('gzip');
    expect(second.body).toBe(first.body);
    const plain = await raw('identity');
    expect(plain.status).toBe(200);
    expect(plain.body).toBe(script);
  });

  test('a missing asset is still a 404', async () => {
    const response = await fetch(`http://localhost:${port}/static/missing.0000.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(404);
  });
});
