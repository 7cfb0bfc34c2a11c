import type { Sprinkles } from '../../theme/sprinkles.css.ts';

/** The tones for text on the page's own surfaces; the chrome's (`onChrome`) are for the header and navigation. */
export const pageTones = [
  'primary',
  'secondary',
  'link',
  'accent',
  'positive',
  'critical',
  'warning',
  'neutral',
  'profit',
  'loss',
] as const satisfies readonly Sprinkles['color'][];
