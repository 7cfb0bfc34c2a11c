import { vitalsEndpoints, type RequestOf } from '@exchange/domain';
import type { Metric } from 'web-vitals';

/** The body of POST web-vitals, typed from its contract entry. */
type WebVitalReport = NonNullable<RequestOf<typeof vitalsEndpoints.webVitals>['body']>;

/**
 * Spec 7: "A page-view metric reporter loads lazily." LCP, INP and CLS go to the server when the browser
 * settles each (web-vitals reports them as the page is hidden), by beacon so a closing tab still sends. A
 * beacon cannot go through the API client (it carries no headers and outlives the page), so the URL and
 * body come from the contract's web-vitals entry here. `mainApi` is the main API's base URL.
 */
export function startWebVitals(mainApi: string): void {
  // By its feature, not through `contract`: this module is part of the entry (see api/firstPageCalls.ts).
  const { webVitals } = vitalsEndpoints;
  const url = `${mainApi}/${webVitals.path}`;
  const send = (metric: Metric) => {
    const report: WebVitalReport = {
      // Only LCP, INP and CLS are reported (below).
      name: metric.name as WebVitalReport['name'],
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      path: location.pathname,
    };
    const body = JSON.stringify(report);
    const blob = new Blob([body], { type: 'application/json' });
    if (!navigator.sendBeacon(url, blob)) {
      void fetch(url, {
        method: webVitals.method,
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
      });
    }
  };
  void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
    onLCP(send);
    onINP(send);
    onCLS(send);
  });
}
