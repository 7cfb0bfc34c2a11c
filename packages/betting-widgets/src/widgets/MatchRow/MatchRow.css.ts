import { tabularNumbers, vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';
import { overlay } from '../../internal/RunnerGrid.css.ts';

const cell = '56px';

/** A match: what it is on the left, its 1 X 2 prices on the right; on narrow screens prices go below. */
export const row = style({
  containerType: 'inline-size',
  background: vars.color.background.surface,
  color: vars.color.foreground.primary,
});

export const layout = style({
  position: 'relative',
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

/** The start time or In-Play, under the name (the icon's column holds nothing on this line). */
export const when = style([tabularNumbers, { gridColumn: 2 }]);

export const outcomeHeading = style({
  gridColumn: 'span 2',
  textAlign: 'center',
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.secondary,
});

/**
 * A suspended market's word over its six prices: beside the name on a wide row, on the prices' own line
 * on a narrow one; over a race's runners, the whole field.
 */
export const suspendedCover = style([
  overlay,
  {
    '@container': { '(max-width: 559px)': { gridColumn: '1 / -1', gridRow: 2 } },
    selectors: { '[data-kind="race"] &': { gridColumn: '1 / -1', gridRow: 1 } },
  },
]);

/** The field, with the cover of a suspended market over it. */
export const field = style({ position: 'relative', display: 'grid' });

/** The runners in racecard order, as many side by side as fit (one on a phone). */
export const raceRunners = style({
  gridRow: 1,
  gridColumn: 1,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A runner: its name, then its best back and lay. */
export const raceRunner = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) repeat(2, ${cell})`,
  columnGap: vars.space.xxsmall,
  alignItems: 'center',
});

export const raceRunnerName = style({
  minWidth: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  overflowWrap: 'anywhere',
});
