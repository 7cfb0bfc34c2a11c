import { focusRing, tabularNumbers, vars } from '@exchange/design-system/tokens';
import { createVar, style } from '@vanilla-extract/css';

/** How strongly a price is coloured: the best price strongest, the levels behind it lighter. */
export const priceShades = ['strong', 'medium', 'light'] as const;

/** The colour of a cell's last move: odds up or odds down. */
const moveColour = createVar();

/** How long a moved price stays lit (`flashCell` reads the token from the cell's theme). */
export const flashDuration = vars.motion.duration.flash;

export const cell = style([
  focusRing,
  tabularNumbers,
  {
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
    selectors: {
      '&[data-side="back"]': { color: vars.color.back.foreground },
      '&[data-side="lay"]': { color: vars.color.lay.foreground },
      '&[data-side="back"][data-shade="strong"]': { background: vars.color.back.strong },
      '&[data-side="back"][data-shade="medium"]': { background: vars.color.back.medium },
      '&[data-side="back"][data-shade="light"]': { background: vars.color.back.light },
      '&[data-side="lay"][data-shade="strong"]': { background: vars.color.lay.strong },
      '&[data-side="lay"][data-shade="medium"]': { background: vars.color.lay.medium },
      '&[data-side="lay"][data-shade="light"]': { background: vars.color.lay.light },
      // Eased in on hover only: a flash's ring must come and go at once, with no transition to run on
      // every moving cell of a board (see flashClock.ts).
      '&:hover:not(:disabled)': {
        boxShadow: `inset 0 0 0 2px ${vars.color.border.strong}`,
        transition: `box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      },
      '&:disabled': { cursor: 'not-allowed' },
      // No price at this level: a quiet blank, not a coloured button that does nothing.
      '&[data-empty][data-side][data-shade]': {
        background: vars.color.background.surfaceSunken,
        cursor: 'default',
      },
      '&[data-direction="up"]': { vars: { [moveColour]: vars.color.oddsUp } },
      '&[data-direction="down"]': { vars: { [moveColour]: vars.color.oddsDown } },
    },
    '@media': {
      '(pointer: coarse)': { minHeight: vars.size.touchTarget },
      // Ringed in the move's colour while `data-flash` is set (flashClock.ts): on and off, no animation.
      // A ring, not a fill: the cell stays back blue or lay pink, so a ticking market keeps its two sides.
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-flash][data-direction][data-side]': { boxShadow: `inset 0 0 0 2px ${moveColour}` },
        },
      },
      // No flash under reduced motion: a still bar along the cell's foot says which way it last moved.
      '(prefers-reduced-motion: reduce)': {
        selectors: { '&[data-direction]': { boxShadow: `inset 0 -3px 0 ${moveColour}` } },
      },
    },
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
