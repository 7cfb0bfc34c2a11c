/** How long a browser without idle callbacks (Safari) waits for an idle moment instead. */
const fallbackDelayMs = 300;

/**
 * Runs `task` once `delayMs` have passed and the browser is idle, for work no reader waits on (the news
 * ticker, the vitals reporter): it stays out of the way of the page's first paint, and its requests out of
 * the queue for the six connections a browser opens to the server. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, delayMs = 0): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(task, { timeout: 3000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, fallbackDelayMs);
      cancel = () => clearTimeout(id);
    }
  };
  const timer = setTimeout(idle, delayMs);
  cancel = () => clearTimeout(timer);
  return () => cancel();
}
