import { focusRing, vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

const desktop = 'screen and (min-width: 768px)';

/** A casino page's one column may not grow past the screen: the tabs scroll inside it. */
export const casinoPage = style({ gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: 1280 });

/** The title, and the links to the results and reports beside it on wide screens. */
export const pageHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const headLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
});

export const headLink = style({
  color: vars.color.foreground.link,
  textUnderlineOffset: '0.2em',
});

/** Tiles: as many columns of at least 132 px as fit, two on a phone. */
export const tileGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tileItem = style({ display: 'grid', minWidth: 0 });

/** The group links: one scrolling row on phones, wrapping on wider screens. */
export const groupNav = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  margin: 0,
  padding: `0 0 ${vars.space.xxsmall}`,
  listStyle: 'none',
  '@media': { [desktop]: { flexWrap: 'wrap', overflowX: 'visible' } },
});

/** A report's filters that are not a period (a start date, selects, Submit). */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const filter = style({ flex: '0 1 14rem', minWidth: '10rem' });

export const total = style({
  margin: 0,
  display: 'flex',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.foreground.secondary,
});

/** 'Please wait' in the table's place while a report loads (spec 2). */
export const pleaseWait = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  color: vars.color.foreground.secondary,
});

/** A round id that opens its result: a link-styled button in its cell. */
export const roundButton = style([
  focusRing,
  {
    all: 'unset',
    cursor: 'pointer',
    color: vars.color.foreground.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    fontVariantNumeric: 'tabular-nums',
    borderRadius: vars.radius.small,
  },
]);

export const clickableRow = style({ cursor: 'pointer' });
