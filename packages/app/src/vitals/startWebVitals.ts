import type { Metric } from 'web-vitals';

/**
 * Spec 7: "A page-view metric reporter loads lazily." LCP, INP and CLS go to the server when the browser
 * settles each (web-vitals reports them as the page is hidden), by beacon so a closing tab still sends.
 */
export function startWebVitals(endpoint: string): void {
  const send = (metric: Metric) => {
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      path: location.pathname,
    });
    const blob = new Blob([body], { type: 'application/json' });
    if (!navigator.sendBeacon(endpoint, blob)) {
      void fetch(endpoint, {
        method: 'POST',
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
