import { contract } from '@exchange/domain';
import type { ClusterHealth } from '../cluster/instance.ts';
import { ok } from '../http/envelope.ts';
import { handler } from '../http/handlers.ts';
import type { Readings } from '../http/loadShedding.ts';
import { webVitalsLog } from './service.ts';

/**
 * POST /api/web-vitals: the field measurements of the player app (issue 7). Public, because the reporter
 * sends by beacon, which carries no Authorization header, and it reports the login page too; limited per
 * IP, since a page sends at most a few reports.
 */
export function webVitalsHandlers() {
  return [
    handler(
      contract.webVitals,
      async ({ body, request }) => {
        webVitalsLog.write(request.log, body);
        return ok(null, 'Recorded');
      },
      { rateLimit: { max: 60, timeWindow: '1 minute' } },
    ),
  ];
}

/**
 * GET /api/health: that the server answers, the load figures load shedding decides on, and which process
 * answered with the singletons it runs. Kept out of load shedding (http/loadShedding.ts), so a probe gets
 * its answer while other calls are refused.
 */
export function healthHandlers(readings: () => Readings, cluster: () => ClusterHealth) {
  return [
    handler(contract.health, async () => ok({ status: 'ok' as const, ...readings(), ...cluster() }, 'OK')),
  ];
}
