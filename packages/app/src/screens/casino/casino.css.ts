import { focusRing, vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** A casino page's one column may not grow past the screen: the tabs scroll inside it. */
export const casinoPage = style({ gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: 1280 });

export const headLinks = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
});

export const headLink = style({
  color: vars.color.foreground.link,
  textUnderlineOffset: '0.2em',
});

/** The game tiles: a list without its bullets and indent. */
export const tileList = style({ margin: 0, padding: 0, listStyle: 'none' });

/** A report's filter that is not a period (a start date, a select), in a row of them. */
export const filter = style({ flex: '0 1 14rem', minWidth: '10rem' });

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
