import * as v from 'valibot';

/** The longest LCP or INP worth keeping: beyond ten minutes the page was left open, not slow. */
const maxTimingMs = 600_000;
/** CLS is a unitless sum of shifts; real pages stay well under 10, so 100 is beyond any true report. */
const maxLayoutShift = 100;

/**
 * POST web-vitals: what the app's reporter (packages/app/src/vitals/startWebVitals.ts) sends for each metric
 * web-vitals settles: LCP and INP in milliseconds, CLS unitless, with web-vitals' rating and the page's path.
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
