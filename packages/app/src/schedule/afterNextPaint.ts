/**
 * Resolves once the browser has shown the next frame. A task queued from the animation callback of the
 * frame after it runs once the first is on screen (a browser starts a frame only when the one before has
 * been handed to the display). Work started from a render's effects then leaves what the render showed
 * to be painted and shown first, and its requests behind those the page was waiting on. Outside a browser
 * (tests in Node), after the current task.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => requestAnimationFrame(later));
    else later();
  });
}
