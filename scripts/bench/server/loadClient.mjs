// The server benchmark's load generator, a process of its own (server.mjs forks it): `concurrency` clients,
// each a funded player with its own token, send POST /bet/placebet over keep-alive HTTP connections, one
// call after the last one answered, for a warm-up and then a measured stretch. Each bet carries its own
// idempotency key in the body, as the app sends it. undici's HTTP/1.1 client through its dispatcher (node:http's
// client cost the machine about 0.3 ms of CPU a call, undici's `request` 0.19-0.21, its dispatcher 0.16: what
// the load generator spends is taken from the server it shares the cores with); it reports its CPU beside
// the figures.
//
// Messages from the parent: { url, tokens, bet, concurrency, warmupMs, measureMs, round, rotatePlayers }.
// To the parent: { type: 'measuring' } when the measured stretch begins, { type: 'measured' } when it ends
// (the parent samples the server's CPU at both), then { type: 'result', ... }.
import { Pool } from 'undici';
import { performance } from 'node:perf_hooks';

/** A refused busy call (503, load shedding) is sent again after this pause, under the same key. */
const busyPauseMs = 10;

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
}

/**
 * One placebet over the pool's keep-alive connections; the answer's status and body. Through undici's
 * dispatcher with a handler of its own rather than `request` (its promise, abort signal and body stream
 * per call): the load generator shares the machine with the server it measures, so what it spends a call
 * is taken from the server.
 */
function post(pool, token, body) {
  return new Promise((resolve) => {
    const chunks = [];
    let status = 0;
    pool.dispatch(
      {
        path: '/bet/placebet',
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      {
        onRequestStart() {},
        onResponseStart(_controller, statusCode) {
          status = statusCode;
        },
        onResponseData(_controller, chunk) {
          chunks.push(chunk);
        },
        onResponseEnd() {
          resolve({ status, body: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks) });
        },
        onResponseError(_controller, error) {
          resolve({ status: 0, body: Buffer.from(String(error?.message ?? error)) });
        },
      },
    );
  });
}

/**
 * A board bet backs at the lowest price and lays at the highest: each matches at once at the best price
 * shown, and a player's back and lay in turn keep its exposure small. A casino bet (`bet.runners`, the
 * house's prices) backs each of two runners in turn (Lucky 7's Low and High: one hedges the other).
 */
function betBody({ runners, ...bet }, sequence) {
  if (runners) return { ...bet, ...runners[sequence % runners.length], isBack: true, betOn: 'CASINO' };
  const isBack = sequence % 2 === 1;
  return { ...bet, odds: isBack ? 1.01 : 1000, isBack, betOn: 'MATCH_ODDS' };
}

async function measure({ url, tokens, bet, concurrency, warmupMs, measureMs, round, rotatePlayers = false }) {
  // As many keep-alive connections as clients, one call at a time on each (no pipelining), as apps send them.
  const pool = new Pool(url, { connections: concurrency, pipelining: 1 });
  const latencies = [];
  let shed = 0;
  let failures = 0;
  let firstFailure = null;
  let recording = false;
  const client = async (index, deadline) => {
    // A client is one player, or (rotatePlayers) takes turns among all of them: a bet each in turn.
    const tokenAt = (sequence) =>
      rotatePlayers ? tokens[(index + concurrency * sequence) % tokens.length] : tokens[index];
    let sequence = 0;
    while (performance.now() < deadline()) {
      sequence += 1;
      const body = {
        ...betBody(bet, sequence),
        stack: 100,
        idempotencyKey: `bench-${round}-${index}-${sequence}`,
      };
      const started = performance.now();
      const counted = recording;
      for (;;) {
        let answer;
        try {
          answer = await post(pool, tokenAt(sequence), body);
        } catch (error) {
          answer = { status: 0, body: Buffer.from(String(error?.message ?? error)) };
        }
        if (answer.status === 503) {
          if (counted) shed += 1;
          await new Promise((resolve) => setTimeout(resolve, busyPauseMs));
          continue;
        }
        if (answer.status === 200) {
          if (counted && recording) latencies.push(performance.now() - started);
        } else if (counted) {
          failures += 1;
          firstFailure ??= `${answer.status} ${answer.body.toString().slice(0, 200)}`;
        }
        break;
      }
    }
  };
  // Open-ended through the warm-up: the measured stretch sets the end.
  let end = Infinity;
  const clients = Array.from({ length: concurrency }, (_, index) => client(index, () => end));
  await new Promise((resolve) => setTimeout(resolve, warmupMs));
  process.send({ type: 'measuring' });
  const cpu = process.cpuUsage();
  recording = true;
  const started = performance.now();
  end = started + measureMs;
  await new Promise((resolve) => setTimeout(resolve, measureMs));
  recording = false;
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  process.send({ type: 'measured' });
  await Promise.all(clients);
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    calls: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    shed,
    failures,
    firstFailure,
    clientCpuMs: (used.user + used.system) / 1000,
    seconds,
  };
}

process.on('message', (message) => {
  if (message === 'exit') process.exit(0);
  void measure(message).then((result) => process.send({ type: 'result', result }));
});
