import { tabularNumbers, vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

const cell = '56px';

/** A match: what it is on the left, its 1 X 2 prices on the right; on narrow screens prices go below. */
export const row = style({
  containerType: 'inline-size',
  background: vars.color.background.surface,
  color: vars.color.foreground.primary,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) repeat(6, ${cell})`,
  alignItems: 'center',
  columnGap: vars.space.xxsmall,
  rowGap: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  '@container': {
    '(max-width: 559px)': { gridTemplateColumns: `repeat(6, minmax(0, 1fr))` },
  },
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.small,
  minWidth: 0,
  '@container': { '(max-width: 559px)': { gridColumn: '1 / -1' } },
});

export const icon = style({ display: 'inline-flex', color: vars.color.foreground.secondary });

export const name = style({
  display: 'block',
  minWidth: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const when = style([
  tabularNumbers,
  {
    gridColumn: 2,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    margin: 0,
    fontSize: vars.font.size.xsmall,
    lineHeight: vars.font.lineHeight.xsmall,
    color: vars.color.foreground.secondary,
  },
]);

export const outcomeHeading = style({
  gridColumn: 'span 2',
  textAlign: 'center',
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.secondary,
});
