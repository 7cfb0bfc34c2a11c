import { refusalCatalog } from '@exchange/domain';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as plainRequest, type IncomingHttpHeaders } from 'node:http';
import { request as tlsRequest } from 'node:https';
import { connect as netConnect, type Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createServer as createTlsServer, type ConnectionOptions } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxArgs, nginxBinary, writeNginxConfig } from '../../../../scripts/lib/nginx.mjs';
import { freePort } from '../testing/freePort.ts';

/**
 * Production's front door (deploy/nginx-tls.conf, docs/DEPLOY.md "TLS at the proxy") on Debian's nginx,
 * filled in as a production host fills it, with a throwaway CA's certificate, in front of a stand-in for the
 * server processes. Only under `npm run test:postgres` (scripts/test-postgres.mjs), which installs nginx.
 */
const runDir = mkdtempSync(join(tmpdir(), 'exchange-tls-'));
const apiPaths = ['/api/login', '/data/get-series', '/bet/placebet', '/wallet/balance', '/socket.io/'];
/** What reached the stand-in for the server processes, as `METHOD path`. */
const passedOn: string[] = [];
const servers: NetServer[] = [];
let nginx: ChildProcess | undefined;
let nginxErrors = '';
let httpsPort = 0;
let plainPort = 0;
let permissivePort = 0;
let ca: Buffer;

/** `name`.key and `name`.pem in the run's folder, for a day: self-signed, or signed as `signing` says. */
function keyAndCertificate(name: string, subject: string, ...signing: string[]): void {
  const args = ['-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.pem`];
  execFileSync('openssl', ['req', '-x509', ...args, '-days', '1', '-subj', subject, ...signing], {
    cwd: runDir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function listen(server: NetServer): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** Resolves once something accepts connections on `port` (nginx binds its ports as it starts). */
async function accepting(port: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = netConnect(port, '127.0.0.1', () => resolve(true)).on('error', () => resolve(false));
      socket.once('connect', () => socket.destroy());
    });
    if (accepted) return;
    if (nginx?.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx does not listen on ${port}: ${nginxErrors}`);
}

beforeAll(async () => {
  // nginx's workers drop root for `nobody`, which must reach the temporary folders nginx makes in here.
  chmodSync(runDir, 0o755);
  // An RSA certificate: with it an RSA key exchange (no forward secrecy) is possible, so only the proxy's
  // cipher list can refuse one.
  keyAndCertificate('ca', '/CN=Exchange test CA');
  keyAndCertificate(
    'server',
    '/CN=localhost',
    ...['-CA', 'ca.pem', '-CAkey', 'ca.key', '-addext', 'subjectAltName=DNS:localhost'],
    ...['-addext', 'basicConstraints=critical,CA:FALSE'],
  );
  ca = readFileSync(join(runDir, 'ca.pem'));
  const certificate = {
    key: readFileSync(join(runDir, 'server.key')),
    cert: readFileSync(join(runDir, 'server.pem')),
  };

  // The server processes' stand-in: it answers every call with the HSTS header the real server sends
  // (helmet; http/headers.test.ts) and takes WebSocket upgrades. A second one hangs up on every call, so the
  // proxy answers for it (502).
  const upstream = createServer((request, answer) => {
    passedOn.push(`${request.method} ${request.url}`);
    answer.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    answer.end(`served ${request.url}`);
  });
  upstream.on('upgrade', (request, socket) => {
    passedOn.push(`upgrade ${request.url}`);
    socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
  });
  const upstreamPort = await listen(upstream);
  const hangsUpPort = await listen(createServer((request) => request.socket.destroy()));
  // A server that allows every protocol and suite: what the proxy refuses, the test's client can speak.
  permissivePort = await listen(
    createTlsServer({ ...certificate, minVersion: 'TLSv1', ciphers: 'ALL@SECLEVEL=0' }, (socket) =>
      socket.end(),
    ),
  );

  const acmeRoot = join(runDir, 'acme');
  mkdirSync(join(acmeRoot, '.well-known', 'acme-challenge'), { recursive: true });
  writeFileSync(join(acmeRoot, '.well-known', 'acme-challenge', 'token-1'), 'token-1.thumbprint');
  [httpsPort, plainPort] = [await freePort(), await freePort()];
  const config = writeNginxConfig(runDir, {
    runDir,
    frontDoor: 'nginx-tls.conf',
    fileLimit: '1024',
    connections: '512',
    mainServers: `        server 127.0.0.1:${upstreamPort};`,
    dataServers: `        server 127.0.0.1:${hangsUpPort};`,
    betServers: `        server 127.0.0.1:${upstreamPort};`,
    httpsListen: `127.0.0.1:${httpsPort}`,
    plainListen: `127.0.0.1:${plainPort}`,
    certificate: join(runDir, 'server.pem'),
    certificateKey: join(runDir, 'server.key'),
    acmeRoot,
  });
  execFileSync(nginxBinary, [...nginxArgs(runDir, config), '-t', '-q'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  nginx = spawn(nginxBinary, [...nginxArgs(runDir, config), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  nginx.stderr?.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString()));
  await accepting(httpsPort);
  await accepting(plainPort);
}, 60_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  // nginx held the stand-ins' connections; the test's own are closed after each call.
  for (const server of servers) server.close();
  rmSync(runDir, { recursive: true, force: true });
});

/** The session a client offering `options` gets from `port`, as `protocol suite`, or the error it ends in. */
function handshake(port: number, options: ConnectionOptions): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, servername: 'localhost', ca, ...options }, () => {
      const alpn = socket.alpnProtocol ? ` ${socket.alpnProtocol}` : '';
      resolve(`${socket.getProtocol()} ${socket.getCipher().name}${alpn}`);
      socket.destroy();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`refused: ${error.code}`));
  });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Each header as often as it came. */
  rawHeaders: string[];
  body: string;
  /** Whether the connection became a WebSocket (101). */
  upgraded: boolean;
}

/** One call, never following a redirect; over TLS (with the test's CA) or plain HTTP. */
function ask(
  secure: boolean,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const send = secure ? tlsRequest : plainRequest;
  return new Promise((resolve, reject) => {
    const request = send({
      host: '127.0.0.1',
      port: secure ? httpsPort : plainPort,
      path,
      method,
      headers: { host: 'play.example.com', ...headers },
      agent: false,
      ...(secure && { ca, servername: 'localhost' }),
    });
    request.on('upgrade', (answer, socket) => {
      socket.destroy();
      resolve({
        status: answer.statusCode ?? 0,
        headers: answer.headers,
        rawHeaders: [],
        body: '',
        upgraded: true,
      });
    });
    request.on('response', (answer) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          headers: answer.headers,
          rawHeaders: answer.rawHeaders,
          body: text,
          upgraded: false,
        }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

const webSocketUpgrade = {
  connection: 'Upgrade',
  upgrade: 'websocket',
  'sec-websocket-version': '13',
  'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
};

/** How many Strict-Transport-Security headers an answer carried. */
const hstsHeaders = (answer: Answer) =>
  answer.rawHeaders.filter(
    (name, index) => index % 2 === 0 && name.toLowerCase() === 'strict-transport-security',
  ).length;

describe('deploy/nginx-tls.conf: production front door on Debian nginx', () => {
  it('speaks TLS 1.3 with HTTP/2 on a certificate the client checks', async () => {
    expect(await handshake(httpsPort, { ALPNProtocols: ['h2', 'http/1.1'] })).toMatch(
      /^TLSv1\.3 TLS_\w+ h2$/,
    );
  });

  it('takes TLS 1.2 only with ECDHE and AES-GCM or ChaCha20', async () => {
    for (const suite of [
      'ECDHE-RSA-AES128-GCM-SHA256',
      'ECDHE-RSA-AES256-GCM-SHA384',
      'ECDHE-RSA-CHACHA20-POLY1305',
    ]) {
      expect(await handshake(httpsPort, { maxVersion: 'TLSv1.2', ciphers: suite })).toBe(`TLSv1.2 ${suite}`);
    }
  });

  it('refuses TLS 1.0 and 1.1, which the same client speaks with a server that allows them', async () => {
    for (const version of ['TLSv1', 'TLSv1.1'] as const) {
      const offer: ConnectionOptions = {
        minVersion: version,
        maxVersion: version,
        ciphers: 'ALL@SECLEVEL=0',
      };
      expect(await handshake(permissivePort, offer)).toMatch(new RegExp(`^${version} `));
      expect(await handshake(httpsPort, offer)).toBe('refused: ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION');
    }
  });

  it('refuses TLS 1.2 suites without forward secrecy or with CBC, which the same client gets elsewhere', async () => {
    // RSA key exchange (AES-GCM or CBC), then ECDHE with CBC.
    for (const suite of [
      'AES128-GCM-SHA256',
      'AES256-GCM-SHA384',
      'AES128-SHA',
      'ECDHE-RSA-AES128-SHA',
      'ECDHE-RSA-AES128-SHA256',
      'ECDHE-RSA-AES256-SHA384',
    ]) {
      const offer: ConnectionOptions = { maxVersion: 'TLSv1.2', ciphers: `${suite}@SECLEVEL=0` };
      expect(await handshake(permissivePort, offer)).toBe(`TLSv1.2 ${suite}`);
      expect(await handshake(httpsPort, offer), suite).toBe('refused: ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE');
    }
  });

  it("answers over HTTPS with HSTS once: the server's own, or the proxy's on an answer of its own", async () => {
    const page = await ask(true, '/markets/4');
    expect(page.status).toBe(200);
    expect(page.body).toBe('served /markets/4');
    expect(hstsHeaders(page)).toBe(1);
    // The data pool hangs up: nginx answers itself, and adds what the server would have sent.
    const down = await ask(true, '/data/get-series');
    expect(down.status).toBe(502);
    expect(hstsHeaders(down)).toBe(1);
    expect(down.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('upgrades a WebSocket to /socket.io/ over TLS, and refuses one over plain HTTP (no ws://)', async () => {
    const path = '/socket.io/?EIO=4&transport=websocket';
    expect(await ask(true, path, { headers: webSocketUpgrade })).toMatchObject({
      status: 101,
      upgraded: true,
    });
    expect(passedOn).toContain(`upgrade ${path}`);
    passedOn.length = 0;
    const plain = await ask(false, path, { headers: webSocketUpgrade });
    expect(plain).toMatchObject({ status: 403, upgraded: false });
    expect(JSON.parse(plain.body)).toMatchObject({ code: 'https_required' });
    expect(passedOn).toEqual([]);
  });

  it('moves a page asked over plain HTTP to the same address on HTTPS (301)', async () => {
    const answer = await ask(false, '/markets/4?tab=live');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('https://play.example.com/markets/4?tab=live');
  });

  it('refuses API calls over plain HTTP with https_required, never redirects them, and passes none on', async () => {
    passedOn.length = 0;
    for (const path of apiPaths) {
      const answer = await ask(false, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer a-token-sent-in-clear' },
        body: '{"username":"player","password":"sent in clear"}',
      });
      expect(answer.status, path).toBe(403);
      expect(answer.headers.location, path).toBeUndefined();
      expect(answer.headers['content-type'], path).toBe('application/json');
      expect(JSON.parse(answer.body), path).toEqual({
        error: true,
        code: 'https_required',
        message: refusalCatalog.https_required,
        data: null,
      });
    }
    expect(passedOn).toEqual([]);
    // Over HTTPS the same calls go through.
    for (const path of apiPaths.filter((api) => !api.startsWith('/data/'))) {
      expect((await ask(true, path, { method: 'POST', body: '{}' })).status, path).toBe(200);
    }
  });

  it("answers Let's Encrypt's HTTP-01 challenge over plain HTTP, so certbot renews the certificate", async () => {
    const answer = await ask(false, '/.well-known/acme-challenge/token-1');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('token-1.thumbprint');
  });
});
