import { inactivityTimeoutMs, tabBlurIntervalMs } from '@exchange/domain';

/** What counts as input: a person at the keyboard, mouse or screen. */
export const activityEvents = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;

/**
 * Spec 4: "after 5 minutes without input an inactive status is set; it is cleared on the next activity".
 * Reports only changes. Returns the stop.
 */
export function watchInactivity(
  target: EventTarget,
  onChange: (inactive: boolean) => void,
  timeoutMs: number = inactivityTimeoutMs,
): () => void {
  let inactive = false;
  let timer = setTimeout(goInactive, timeoutMs);
  function goInactive() {
    inactive = true;
    onChange(true);
  }
  function onInput() {
    clearTimeout(timer);
    if (inactive) {
      inactive = false;
      onChange(false);
    }
    timer = setTimeout(goInactive, timeoutMs);
  }
  const listen = { passive: true, capture: true } as const;
  for (const event of activityEvents) target.addEventListener(event, onInput, listen);
  return () => {
    clearTimeout(timer);
    for (const event of activityEvents) target.removeEventListener(event, onInput, listen);
  };
}

/**
 * Spec 4, the tab-focus flag: "on blur a repeating flag is set every 180000 ms. On focus the timer is cleared
 * and the flag reset. A visibility change sets the flag: hidden false, visible true." The flag reads "this
 * tab is in front": it drops after three minutes out of focus (re-asserted every interval) or at once when
 * the tab is hidden. `window` gives focus and blur, `document` the visibility.
 */
export function watchTabFocus(
  window: EventTarget,
  document: EventTarget & { readonly visibilityState: DocumentVisibilityState },
  onChange: (active: boolean) => void,
  intervalMs: number = tabBlurIntervalMs,
): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const onBlur = () => {
    clearInterval(timer);
    timer = setInterval(() => onChange(false), intervalMs);
  };
  const onFocus = () => {
    clearInterval(timer);
    timer = undefined;
    onChange(true);
  };
  const onVisibility = () => onChange(document.visibilityState === 'visible');
  window.addEventListener('blur', onBlur);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(timer);
    window.removeEventListener('blur', onBlur);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
