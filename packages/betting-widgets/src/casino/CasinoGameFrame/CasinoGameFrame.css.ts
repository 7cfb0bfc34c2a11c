import { style } from '@vanilla-extract/css';
import { vars } from '@exchange/design-system/tokens';

/** The whole viewport: a game is played full screen, with only the bar that leads out of it. */
export const frame = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  background: vars.color.background.chrome,
  color: vars.color.foreground.onChrome,
  outline: 'none',
});

export const bar = style({ minHeight: vars.size.touchTarget });

export const title = style({
  margin: 0,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  fontWeight: vars.font.weight.semibold,
});

/** Shown as EXIT, as the spec writes it, but named "Exit" so screen readers say a word, not letters. */
export const exit = style({ textTransform: 'uppercase', letterSpacing: '0.06em', flexShrink: 0 });

export const stage = style({
  position: 'relative',
  minHeight: 0,
  background: vars.color.background.body,
  color: vars.color.foreground.primary,
});

export const game = style({
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
  selectors: {
    // Hidden until it has loaded, so a half-drawn page never flashes behind the spinner.
    [`${stage}[data-state="loading"] &`]: { visibility: 'hidden' },
  },
});

export const waiting = style({ position: 'absolute', inset: 0 });
