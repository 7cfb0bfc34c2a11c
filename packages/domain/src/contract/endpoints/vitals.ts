import { emptyResponseSchema } from '../../schemas/envelope.ts';
import { webVitalSchema } from '../../schemas/vitals.ts';
import { endpoint } from '../endpoint.ts';

/** Field measurements of the player app (issue 7). */
export const vitalsEndpoints = {
  webVitals: endpoint({
    api: 'main',
    method: 'POST',
    path: 'web-vitals',
    summary:
      "One web-vitals measurement (LCP, INP or CLS) of the player app's page; public, as a beacon carries no token",
    access: { kind: 'public' },
    body: webVitalSchema,
    response: emptyResponseSchema,
    refusals: [],
  }),
};
