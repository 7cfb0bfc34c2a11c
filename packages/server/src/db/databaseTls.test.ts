import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestCertificates, tlsFront, type TlsFront } from '../testing/tlsDatabase.ts';
import { openDatabase } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * ASVS 12.3.2: with the `sslmode=verify-full` production asks for (src/db/databaseTls.ts), the server's own
 * pool (db/client.ts, pg) goes on only with a certificate it trusts for the host it was told. The server
 * here is a TLS front of the test's own (a Debian cluster's TLS depends on a snakeoil certificate its
 * install may not have made): before PostgreSQL is reached, and through it to PostgreSQL under
 * `npm run test:postgres`.
 */

const certificates = makeTestCertificates();
const fronts: TlsFront[] = [];
afterAll(async () => {
  for (const front of fronts) await front.close();
  certificates.remove();
});

/** The first statement through the server's pool for `url`: its answer, or why the connection failed. */
async function firstStatement(url: string): Promise<string> {
  const database = await openDatabase({ url, dataDir: null });
  try {
    const [row] = await rowsOf<{ answer: number }>(database.db, sql`select 42 as answer`);
    return `answered ${row?.answer}`;
  } catch (error) {
    // drizzle wraps the driver's error as the cause of its own ("Failed query: ...").
    const { cause } = error as Error;
    return cause instanceof Error ? cause.message : (error as Error).message;
  } finally {
    await database.close();
  }
}

/**
 * A front with a certificate for `subjectAltName` (before PostgreSQL when `upstream` is given), and the URL
 * that reaches it at 127.0.0.1 with verify-full, trusting the test's CA or, with `trustCa: false`, only
 * Node's list. `base` gives the user, password and database (the test server's under test:postgres).
 */
async function frontAndUrl(
  subjectAltName: string,
  options: { trustCa: boolean; upstream?: string | undefined },
): Promise<{ front: TlsFront; url: string }> {
  const base = new URL(options.upstream ?? 'postgres://exchange:secret@127.0.0.1/exchange');
  const front = await tlsFront(
    certificates.server(`server${fronts.length}`, subjectAltName),
    options.upstream ? { host: base.hostname, port: Number(base.port || 5432) } : undefined,
  );
  fronts.push(front);
  const url = new URL(base);
  url.hostname = '127.0.0.1';
  url.port = String(front.port);
  url.search = `?sslmode=verify-full${options.trustCa ? `&sslrootcert=${certificates.caFile}` : ''}`;
  return { front, url: url.toString() };
}

describe('the connection to PostgreSQL with sslmode=verify-full', () => {
  it('refuses a certificate from a CA it does not trust', async () => {
    const { front, url } = await frontAndUrl('IP:127.0.0.1', { trustCa: false });
    expect(await firstStatement(url)).toBe('unable to verify the first certificate');
    expect(front.secured()).toBe(0);
  });

  it('refuses a certificate its CA signed for another host name', async () => {
    const { front, url } = await frontAndUrl('DNS:elsewhere.example', { trustCa: true });
    expect(await firstStatement(url)).toContain(
      "Hostname/IP does not match certificate's altnames: IP: 127.0.0.1 is not in the cert's list",
    );
    expect(front.secured()).toBe(0);
  });

  // The refusals above are the client's: the same front, with a certificate it should take, is taken.
  it('completes the handshake with a certificate its CA signed for that host', async () => {
    const { front, url } = await frontAndUrl('IP:127.0.0.1', { trustCa: true });
    // This front has no PostgreSQL behind it: it closes the connection once secured.
    expect(await firstStatement(url)).toBe('Connection terminated unexpectedly');
    expect(front.secured()).toBe(1);
  });

  const serverUrl = process.env['TEST_DATABASE_URL'];
  it.runIf(serverUrl)('reaches PostgreSQL with a certificate its CA signed for that host', async () => {
    const { front, url } = await frontAndUrl('IP:127.0.0.1', { trustCa: true, upstream: serverUrl });
    expect(await firstStatement(url)).toBe('answered 42');
    expect(front.secured()).toBe(1);
  });
});
