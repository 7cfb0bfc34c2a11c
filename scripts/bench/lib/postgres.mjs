// PostgreSQL for the server bench parts (server.mjs, cluster.mjs): the server to measure against, the bench's
// own throwaway databases on it, and pgbench's TPC-B-like rounds beside the server's placebets.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { busyShare, machineTicks, percentile } from './measure.mjs';

/** A PostgreSQL server to measure against, or null (with the reason) when there is none. */
export function postgresServer() {
  if (process.env.TEST_DATABASE_URL) return { url: new URL(process.env.TEST_DATABASE_URL) };
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/pg_ctlcluster')) {
    return { url: null, reason: 'no TEST_DATABASE_URL and no local Debian PostgreSQL' };
  }
  const run = (command, args) =>
    execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const [version, name, port] = run('pg_lsclusters', ['--no-header']).trim().split(/\s+/);
  spawnSync('pg_ctlcluster', [version, name, 'start'], { stdio: 'ignore' });
  const psql = (query) =>
    run('su', ['postgres', '-c', `psql -p ${port} -v ON_ERROR_STOP=1 -qAtc "${query}"`]);
  if (psql("select 1 from pg_roles where rolname = 'exchange_test'").trim() !== '1') {
    psql("create role exchange_test login createdb password 'exchange_test'");
  }
  return { url: new URL(`postgres://exchange_test:exchange_test@127.0.0.1:${port}/postgres`) };
}

/** Runs a PostgreSQL client program (psql, pgbench) as the bench's role on `database`. */
export function pgArgs(server, database) {
  return {
    args: [
      '-h',
      server.hostname,
      '-p',
      server.port || '5432',
      '-U',
      decodeURIComponent(server.username),
      database,
    ],
    env: { ...process.env, PGPASSWORD: decodeURIComponent(server.password) },
  };
}

export function psql(server, query, database = server.pathname.slice(1) || 'postgres') {
  const { args, env } = pgArgs(server, database);
  return execFileSync('psql', [...args, '-v', 'ON_ERROR_STOP=1', '-qAtc', query], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/**
 * Drops a bench database with whatever is connected to it. FORCE may be refused for a backend of another
 * role (an autovacuum worker on the bets table, seen after runs on PostgreSQL 15), which a plain drop
 * waits out: so a refused drop is tried again, without FORCE, for a few seconds.
 */
export function dropDatabase(server, name) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      psql(server, `drop database if exists ${name}${attempt === 1 ? ' with (force)' : ''}`);
      return;
    } catch (error) {
      if (attempt === 5) throw error;
      spawnSync('sleep', ['1']);
    }
  }
}

/** A fresh database of that name on the server (dropped first, with whatever was connected to it). */
export function freshDatabase(server, name) {
  dropDatabase(server, name);
  psql(server, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url;
}

/** pgbench's tables at `scale` in a fresh database of that name; the milliseconds its initialisation took. */
export function initPgbench(server, database, scale) {
  freshDatabase(server, database);
  const { args, env } = pgArgs(server, database);
  const started = Date.now();
  execFileSync('pgbench', ['-i', '-q', '-s', String(scale), ...args], { env, stdio: 'ignore' });
  return Date.now() - started;
}

/**
 * One round of pgbench's built-in TPC-B-like script (`-b tpcb-like`: three updates, a select and an insert
 * in one transaction) from `clients` connections on two threads, for the warm-up and the measured stretch;
 * its per-transaction log gives the throughput and latencies of the measured stretch only.
 */
export function pgbenchRound(server, database, clients, { warmupMs, measureMs }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pgbench-'));
  try {
    const { args, env } = pgArgs(server, database);
    const seconds = Math.ceil((warmupMs + measureMs) / 1000);
    const load = loadavg()[0];
    const machineBefore = machineTicks();
    const started = Date.now();
    const child = spawnSync(
      '/usr/bin/time',
      [
        '-f',
        '%U %S',
        '-o',
        join(dir, 'cpu'),
        'pgbench',
        '-n',
        '-b',
        'tpcb-like',
        '-c',
        String(clients),
        '-j',
        String(Math.min(2, clients)),
        '-T',
        String(seconds),
        '-l',
        '--log-prefix',
        join(dir, 'log'),
        ...args,
      ],
      { env, encoding: 'utf8' },
    );
    if (child.status !== 0) throw new Error(`pgbench -c ${clients} failed: ${child.stderr}`);
    const machineBusy = busyShare(machineBefore, machineTicks());
    // Each line: client, transaction, latency in µs, script, the end time in s and µs.
    const from = (started + warmupMs) * 1000;
    const to = from + measureMs * 1000;
    const latencies = [];
    for (const file of readdirSync(dir).filter((name) => name.startsWith('log'))) {
      for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
        const [, , latency, , endSeconds, endMicros] = line.split(' ').map(Number);
        const end = endSeconds * 1_000_000 + endMicros;
        if (end >= from && end < to) latencies.push(latency / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const [user, system] = readFileSync(join(dir, 'cpu'), 'utf8')
      .trim()
      .split('\n')
      .at(-1)
      .split(' ')
      .map(Number);
    return {
      calls: latencies.length,
      perSecond: latencies.length / (measureMs / 1000),
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      clientCpuMs: ((user + system) * 1000) / Math.max(1, latencies.length),
      load,
      machineBusy,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
