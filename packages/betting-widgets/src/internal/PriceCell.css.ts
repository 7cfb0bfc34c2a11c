import { focusRing, tabularNumbers, vars } from '@exchange/design-system/tokens';
import { keyframes, style } from '@vanilla-extract/css';

/** How strongly a price is coloured: the best price strongest, the levels behind it lighter. */
export const priceShades = ['strong', 'medium', 'light'] as const;

const fade = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const cell = style([
  focusRing,
  tabularNumbers,
  {
    position: 'relative',
    isolation: 'isolate',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 0,
    minHeight: 40,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.xxsmall,
    border: 'none',
    borderRadius: vars.radius.small,
    font: 'inherit',
    cursor: 'pointer',
    transition: `box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-side="back"]': { color: vars.color.back.foreground },
      '&[data-side="lay"]': { color: vars.color.lay.foreground },
      '&[data-side="back"][data-shade="strong"]': { background: vars.color.back.strong },
      '&[data-side="back"][data-shade="medium"]': { background: vars.color.back.medium },
      '&[data-side="back"][data-shade="light"]': { background: vars.color.back.light },
      '&[data-side="lay"][data-shade="strong"]': { background: vars.color.lay.strong },
      '&[data-side="lay"][data-shade="medium"]': { background: vars.color.lay.medium },
      '&[data-side="lay"][data-shade="light"]': { background: vars.color.lay.light },
      '&:hover:not(:disabled)': { boxShadow: `inset 0 0 0 2px ${vars.color.border.strong}` },
      '&:disabled': { cursor: 'not-allowed' },
      // No price at this level: a quiet blank, not a coloured button that does nothing.
      '&[data-empty][data-side][data-shade]': {
        background: vars.color.background.surfaceSunken,
        cursor: 'default',
      },
    },
    '@media': { '(pointer: coarse)': { minHeight: vars.size.touchTarget } },
  },
]);

export const price = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.semibold,
  selectors: { [`${cell}[data-shade="strong"] &`]: { fontSize: vars.font.size.medium } },
});

export const size = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
});

/**
 * The flash behind a moved price. A new element per move restarts the animation; it ends transparent, so
 * nothing needs clearing. Under reduced motion it never shows.
 */
export const flash = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  borderRadius: 'inherit',
  opacity: 0,
  pointerEvents: 'none',
  animation: `${fade} ${vars.motion.duration.flash} ease-out`,
  selectors: {
    '&[data-direction="up"]': { background: vars.color.oddsUp },
    '&[data-direction="down"]': { background: vars.color.oddsDown },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
