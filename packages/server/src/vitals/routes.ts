import { emptyResponseSchema } from '@exchange/domain';
import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';

/** The longest LCP or INP worth keeping: beyond ten minutes the page was left open, not slow. */
const maxTimingMs = 600_000;
/** CLS is a unitless sum of shifts; real pages stay well under 10, so 100 is beyond any true report. */
const maxLayoutShift = 100;

/**
 * What the app's reporter (packages/app/src/vitals/startWebVitals.ts) sends for each metric web-vitals
 * settles: LCP and INP in milliseconds, CLS unitless, with web-vitals' rating and the page's path.
 */
export const webVitalSchema = v.pipe(
  v.object({
    name: v.picklist(['LCP', 'INP', 'CLS'], 'name must be LCP, INP or CLS'),
    value: v.pipe(
      v.number('value must be a number'),
      v.finite(),
      v.minValue(0, 'value must not be negative'),
    ),
    rating: v.picklist(
      ['good', 'needs-improvement', 'poor'],
      'rating must be good, needs-improvement or poor',
    ),
    id: v.pipe(
      v.string(),
      v.nonEmpty('id is required'),
      v.maxLength(100, 'id must be at most 100 characters'),
    ),
    path: v.pipe(
      v.string(),
      v.startsWith('/', 'path must start with /'),
      v.maxLength(2048, 'path must be at most 2048 characters'),
    ),
  }),
  v.check(
    (vital) => vital.value <= (vital.name === 'CLS' ? maxLayoutShift : maxTimingMs),
    'value is out of range for this metric',
  ),
);

export type WebVital = v.InferOutput<typeof webVitalSchema>;

/**
 * Where reports go: one structured line each in the server's log (`webVital` field), which operators
 * already ship to their monitoring, rather than a table that grows with every page view. An object, so
 * tests can watch it.
 */
export const webVitalsLog = {
  write(logger: FastifyBaseLogger, vital: WebVital): void {
    logger.info({ webVital: vital }, 'web vital');
  },
};

/**
 * POST /api/web-vitals: the field measurements of the player app (issue 7). Public, because the reporter
 * sends by beacon, which carries no Authorization header, and it reports the login page too; limited per
 * IP, since a page sends at most a few reports.
 */
export function webVitalsRoutes(): RouteDefinition[] {
  return [
    {
      method: 'POST',
      path: 'web-vitals',
      response: emptyResponseSchema,
      access: { kind: 'public' },
      rateLimit: { max: 60, timeWindow: '1 minute' },
      handler: async (request) => {
        webVitalsLog.write(request.log, parse(webVitalSchema, request.body));
        return ok(null, 'Recorded');
      },
    },
  ];
}
