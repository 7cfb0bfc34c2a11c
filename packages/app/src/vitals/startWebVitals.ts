import type { Metric } from 'web-vitals';
import { sendWebVital, type WebVitalReport } from '../api/webVitals.ts';

/**
 * Spec 7: "A page-view metric reporter loads lazily." LCP, INP and CLS go to the server when the browser
 * settles each (web-vitals reports them as the page is hidden). `mainApi` is the main API's base URL.
 */
export function startWebVitals(mainApi: string): void {
  const send = (metric: Metric) =>
    sendWebVital(mainApi, {
      // Only LCP, INP and CLS are reported (below).
      name: metric.name as WebVitalReport['name'],
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      path: location.pathname,
    });
  void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
    onLCP(send);
    onINP(send);
    onCLS(send);
  });
}
