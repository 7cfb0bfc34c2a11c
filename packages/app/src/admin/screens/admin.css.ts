import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** A row's action buttons (an Inline): small, wrapping inside their cell in two or three lines at most. */
export const actions = style({ minWidth: '17rem' });

/** The actions behind a row's "More" (a Stack): one per line, the width of the longest. */
export const menuList = style({
  minWidth: '9rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** An action in that list, its label at the start like a menu's (doubled: over the button's centring). */
export const menuItem = style({ selectors: { '&&': { justifyContent: 'flex-start' } } });

/**
 * Form fields side by side where there is room (amounts with their limits, min/max/delay). Hand-written:
 * `auto-fit` lets two or three fields share the whole row, where Columns' `auto-fill` keeps empty tracks.
 */
export const fieldRow = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(auto-fit, minmax(100px, 1fr))',
  alignItems: 'start',
});

/** A labelled group of fields (a fieldset without the browser's border). */
export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.font.weight.semibold,
});

/**
 * Figures beside each other: a client's balance in a dialog, a market's totals. Hand-written: the labels'
 * column is as wide as the longest label, which Columns' equal columns are not.
 */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
});

/** A form of one or more cards (a Stack), kept to a readable width on a wide screen. */
export const wideForm = style({ maxWidth: 760 });

/** A secret shown once (a reset transaction password): large, monospaced, with its copy button beside. */
export const issued = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
});
