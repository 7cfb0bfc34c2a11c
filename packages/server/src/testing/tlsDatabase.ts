import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TLSSocket } from 'node:tls';

/** A CA of the test's own and server certificates it signed, as PEM files in a folder removed by `remove`. */
export interface TestCertificates {
  /** The CA's certificate, for sslrootcert. */
  caFile: string;
  /** A server certificate and key for the names given (`IP:127.0.0.1`, `DNS:db.example`). */
  server(name: string, subjectAltName: string): { key: string; cert: string };
  remove(): void;
}

/** Made with the openssl command (Debian's postgresql depends on it through ssl-cert), valid for 2 days. */
export function makeTestCertificates(): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'tls-database-'));
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  openssl(
    'req',
    '-x509',
    ...ec,
    '-days',
    '2',
    '-subj',
    '/CN=Exchange test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
  );
  let serial = 1;
  return {
    caFile: join(dir, 'ca.pem'),
    server(name, subjectAltName) {
      serial += 1;
      writeFileSync(join(dir, `${name}.ext`), `subjectAltName=${subjectAltName}\n`);
      openssl('req', '-new', ...ec, '-subj', `/CN=${name}`, '-keyout', `${name}.key`, '-out', `${name}.csr`);
      openssl(
        'x509',
        '-req',
        '-in',
        `${name}.csr`,
        '-CA',
        'ca.pem',
        '-CAkey',
        'ca.key',
        '-set_serial',
        String(serial),
        '-days',
        '2',
        '-extfile',
        `${name}.ext`,
        '-out',
        `${name}.pem`,
      );
      return {
        key: readFileSync(join(dir, `${name}.key`), 'utf8'),
        cert: readFileSync(join(dir, `${name}.pem`), 'utf8'),
      };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** PostgreSQL's SSLRequest: length 8, then the code 80877103 (protocol docs, "SSL Session Encryption"). */
const sslRequestCode = 80877103;

export interface TlsFront {
  port: number;
  /** Connections that finished the TLS handshake. */
  secured(): number;
  close(): Promise<void>;
}

/**
 * A PostgreSQL server's TLS on 127.0.0.1 with the certificate given, in front of `upstream` (a plain
 * PostgreSQL): it answers the client's SSLRequest with 'S', as a server with ssl=on does, takes the TLS
 * handshake, then passes the decrypted protocol through. Without `upstream` a secured connection is closed.
 */
export async function tlsFront(
  certificate: { key: string; cert: string },
  upstream?: { host: string; port: number },
): Promise<TlsFront> {
  let secured = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.once('data', (request) => {
      if (request.length !== 8 || request.readInt32BE(4) !== sslRequestCode) {
        socket.destroy();
        return;
      }
      socket.write('S');
      const tls = new TLSSocket(socket, { isServer: true, ...certificate });
      tls.on('error', () => socket.destroy());
      tls.once('secure', () => {
        secured += 1;
        if (!upstream) {
          tls.destroy();
          return;
        }
        const plain = connect(upstream.port, upstream.host);
        sockets.add(plain);
        plain.on('close', () => tls.destroy());
        plain.on('error', () => tls.destroy());
        tls.on('close', () => plain.destroy());
        tls.pipe(plain).pipe(tls);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the TLS front did not listen');
  return {
    port: address.port,
    secured: () => secured,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
