import { expect, test } from '@rstest/core';
import { connect } from 'node:net';
import { toHttpError } from './errors';
import { HttpError, json, readBody } from './http';
import { serveFetchHandler } from './node-server';

test('a client that goes away while sending its body is not taken for the database being away', async () => {
  let arrived = () => {};
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  let fail = (_error: unknown) => {};
  const failed = new Promise<unknown>((resolve) => (fail = resolve));
  const server = await serveFetchHandler(
    async (request) => {
      arrived();
      try {
        await readBody(request, 1024, () => new HttpError(413, { message: 'too large' }));
      } catch (error) {
        fail(error);
      }
      return json(200, {});
    },
    { host: '127.0.0.1', port: 0, maxBodyBytes: 1024 },
  );
  try {
    // A phone that loses its signal mid-request: the body it announced never arrives.
    const socket = connect({ port: server.port, host: '127.0.0.1' });
    socket.write('POST /rest/v1/rpc/save HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n{"p":');
    await reached;
    socket.destroy();
    const thrown = await failed;
    // A deliberate HttpError, which the handler answers without logging; not a 503 "database unavailable".
    expect(thrown).toBeInstanceOf(HttpError);
    expect(toHttpError(thrown, 'rest').status).toBe(499);
  } finally {
    await server.close();
  }
});
