import { vitalsEndpoints, type RequestOf } from '@exchange/domain';

/** The body of POST web-vitals, typed from its contract entry. */
export type WebVitalReport = NonNullable<RequestOf<typeof vitalsEndpoints.webVitals>['body']>;

/**
 * POST web-vitals, by beacon so a closing tab still sends. A beacon cannot go through the API client (it
 * carries no headers and outlives the page), so the URL, method and body come from the contract's
 * web-vitals entry here, inside api/ like every other call (ADR 0041). `mainApi` is the main API's base URL.
 */
export function sendWebVital(mainApi: string, report: WebVitalReport): void {
  // By its feature, not through `contract`: this module is part of the entry (see firstPageCalls.ts).
  const { webVitals } = vitalsEndpoints;
  const url = `${mainApi}/${webVitals.path}`;
  const body = JSON.stringify(report);
  const blob = new Blob([body], { type: 'application/json' });
  if (navigator.sendBeacon(url, blob)) return;
  void fetch(url, {
    method: webVitals.method,
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  });
}
