// What the server bench parts (server.mjs, cluster.mjs) read around a measured stretch: the CPU a process
// and the machine used (from /proc), percentiles and medians of rounds, and the figures as the report
// prints them.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** Linux's clock ticks a second (`getconf CLK_TCK`), the unit of /proc's CPU times. */
export const clockTicks = 100;

/** Ticks of CPU (user + system) a process has used so far. */
export function processTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** The machine's CPU ticks so far: busy and in all. */
export function machineTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = values.map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return { busy: total - ticks[3] - ticks[4], total };
}

export const busyShare = (before, after) =>
  (after.busy - before.busy) / Math.max(1, after.total - before.total);

export function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
}

/** The round of median throughput. */
export const median = (results) =>
  [...results].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(results.length / 2)];

/**
 * One measured round of placebet from a load generator (server/loadClient.mjs); the server's CPU sampled
 * around its measured stretch: `serverCpuMs` a call, and `serverTicks` in all.
 */
export function placebetRound(loader, options, serverPid) {
  return new Promise((resolve) => {
    const load = loadavg()[0];
    let server;
    let machine;
    const onMessage = (message) => {
      if (message.type === 'measuring') {
        server = processTicks(serverPid);
        machine = machineTicks();
      } else if (message.type === 'measured') {
        server = processTicks(serverPid) - server;
        machine = busyShare(machine, machineTicks());
      } else if (message.type === 'result') {
        loader.off('message', onMessage);
        const { result } = message;
        const calls = Math.max(1, result.calls);
        resolve({
          ...result,
          load,
          machineBusy: machine,
          serverTicks: server,
          serverCpuMs: (server * 1000) / clockTicks / calls,
          clientCpuMs: result.clientCpuMs / calls,
        });
      }
    };
    loader.on('message', onMessage);
    loader.send(options);
  });
}

export const number = (value, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const percent = (value) => `${number(100 * value)}%`;
