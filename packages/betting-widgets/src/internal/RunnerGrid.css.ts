import { vars } from '@exchange/design-system/tokens';
import { createVar, style } from '@vanilla-extract/css';

/** Price levels shown a side: three on match odds, one on bookmaker markets, one on narrow screens. */
const levelsPerSide = createVar();
const cellWidth = createVar();

/** The market's box; narrow containers (a phone, a side panel) show only the best price a side. */
export const grid = style({
  containerType: 'inline-size',
  vars: { [levelsPerSide]: '3', [cellWidth]: '64px' },
  selectors: { '&[data-levels="1"]': { vars: { [levelsPerSide]: '1', [cellWidth]: '72px' } } },
});

const columns = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) repeat(calc(2 * ${levelsPerSide}), ${cellWidth})`,
  columnGap: vars.space.xxsmall,
  alignItems: 'center',
  paddingInline: vars.space.small,
  '@container': {
    '(max-width: 479px)': { gridTemplateColumns: `minmax(0, 1fr) repeat(2, ${cellWidth})` },
  },
});

export const header = style([
  columns,
  {
    paddingBlock: vars.space.xsmall,
    fontSize: vars.font.size.xsmall,
    lineHeight: vars.font.lineHeight.xsmall,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.foreground.secondary,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
  },
]);

export const sideHeading = style({
  gridColumn: `span ${levelsPerSide}`,
  textAlign: 'center',
  '@container': { '(max-width: 479px)': { gridColumn: 'span 1' } },
});

export const row = style([
  columns,
  {
    position: 'relative',
    paddingBlock: vars.space.xxsmall,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  },
]);

/** The host's content under a runner (a phone's bet slip), inset from the market's edges. */
export const afterRunner = style({
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const runner = style({ minWidth: 0, paddingInlineEnd: vars.space.small });

export const runnerName = style({
  display: 'block',
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The levels behind the best price, hidden where only the best price fits. */
export const deeperLevel = style({
  '@container': { '(max-width: 479px)': { display: 'none' } },
});

/**
 * SUSPENDED or BALL RUNNING over a row's prices; the buttons under it are disabled. Opaque (the overlay's
 * tint over the surface), so no price shows through to be read as on offer, and small enough that the
 * word fits a single 72 px price column on a phone.
 */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  gridColumn: '2 / -1',
  gridRow: 1,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 0,
  overflow: 'hidden',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  background: `linear-gradient(${vars.color.suspended.overlay}, ${vars.color.suspended.overlay}), ${vars.color.background.surface}`,
  color: vars.color.suspended.foreground,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});
