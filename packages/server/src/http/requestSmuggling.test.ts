import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes and collects everything the server answers until it closes (or 5 s pass). */
function exchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    const give = () => {
      clearTimeout(deadline);
      socket.destroy();
      resolve(answer);
    };
    const deadline = setTimeout(give, 5_000);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', give);
    socket.on('close', give);
    socket.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    socket.write(request);
  });
}

/** A request whose body, read by the other length, hides a second request (a smuggled one). */
const smuggled = 'GET /api/user-info HTTP/1.1\r\nHost: localhost\r\n\r\n';

describe('request framing (HTTP request smuggling)', () => {
  it('refuses a request with both Transfer-Encoding: chunked and Content-Length, and answers nothing smuggled', async () => {
    const answer = await exchange(
      [
        'POST /api/login HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        `Content-Length: ${5 + smuggled.length}`,
        'Transfer-Encoding: chunked',
        '',
        `0\r\n\r\n${smuggled}`,
      ].join('\r\n'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });

  it('refuses two different Content-Length headers', async () => {
    const answer = await exchange(
      [
        'POST /api/login HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'Content-Length: 2',
        `Content-Length: ${2 + smuggled.length}`,
        '',
        `{}${smuggled}`,
      ].join('\r\n'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });

  it('answers a well-framed request, so the refusals are the framing’s', async () => {
    const answer = await exchange(
      'GET /api/user-info HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  });
});
