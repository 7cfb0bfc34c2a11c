import { vars } from '@exchange/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

const desktop = 'screen and (min-width: 768px)';

export const board = style({ display: 'grid', gap: vars.space.xsmall });

/** Phone: three numbers a row, as a table seen from its end; desktop: twelve columns of three. */
export const numbers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xxsmall,
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'none',
      gridTemplateRows: 'repeat(3, auto)',
      gridAutoFlow: 'column',
      gridAutoColumns: 'minmax(0, 1fr)',
    },
  },
});

export const outside = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xxsmall,
});

export const evenChances = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xxsmall,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});

export const spot = style({
  position: 'relative',
  minHeight: vars.size.touchTarget,
  padding: vars.space.xxsmall,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.small,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const spotColour = styleVariants({
  red: { backgroundColor: vars.color.critical.base, color: vars.color.critical.foreground },
  black: { backgroundColor: vars.color.foreground.primary, color: vars.color.background.surface },
  green: { backgroundColor: vars.color.positive.base, color: vars.color.positive.foreground },
  plain: { backgroundColor: vars.color.background.surface, color: vars.color.foreground.primary },
});

export const chip = style({
  position: 'absolute',
  top: '-0.5rem',
  right: '-0.25rem',
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.base,
  color: vars.color.accent.foreground,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  boxShadow: vars.shadow.small,
  pointerEvents: 'none',
});

export const ball = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  boxShadow: vars.shadow.medium,
});

export const totals = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const rulesList = style({ margin: 0, paddingLeft: vars.space.large, fontSize: vars.font.size.small });
