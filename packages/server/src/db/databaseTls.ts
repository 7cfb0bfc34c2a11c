import { BlockList } from 'node:net';
import pg from 'pg';

/** Addresses of this machine: a connection to them never crosses a network. */
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Where the driver will connect for `url`, as pg itself reads it: the URL's host, a `host` parameter in
 * its query (which wins, and may name a socket folder), else PGHOST, else localhost.
 */
function driverHost(url: string): string {
  return new pg.Client({ connectionString: url }).host;
}

function isLocal(host: string): boolean {
  if (host.startsWith('/') || host === 'localhost') return true;
  if (loopback.check(host, 'ipv4')) return true;
  return loopback.check(host, 'ipv6');
}

/**
 * ASVS 12.3.1 and 12.3.2: what is wrong with `url` for production, or undefined. A database on another
 * machine is reached over TLS that checks both the certificate's chain and its host name: only
 * `sslmode=verify-full` says that in libpq, in pg 8 and in pg 9 alike. `require` and `verify-ca` are
 * verify-full's aliases in pg 8 (pg-connection-string 2) but check less in libpq and, from pg 9, here
 * too; verify-ca never checks the name, so any certificate from the same CA (another customer's instance of
 * a managed database) would pass. A socket or a loopback address crosses no network and needs none.
 */
export function databaseTlsProblem(url: string): string | undefined {
  let host: string;
  try {
    host = driverHost(url);
  } catch (error) {
    // pg reads the files sslrootcert, sslcert and sslkey name as it parses the URL.
    return `DATABASE_URL cannot be used: ${(error as Error).message}`;
  }
  if (isLocal(host)) return undefined;
  if (new URL(url).searchParams.get('sslmode') === 'verify-full') return undefined;
  return (
    `DATABASE_URL must ask for sslmode=verify-full in production: ${host} is reached over the network, ` +
    'and only verify-full checks both its certificate and its name (add sslrootcert=/path/ca.pem for a ' +
    "CA of your own or your provider's)"
  );
}
