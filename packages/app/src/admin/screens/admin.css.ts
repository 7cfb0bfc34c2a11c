import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** A heading with its actions at the far end, wrapping on phones. */
export const headingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

/** A client row's few actions: wrapping in a narrow cell rather than widening the table. */
export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

/** A row's action buttons: small, wrapping inside their cell in two or three lines at most. */
export const actions = style([rowActions, { minWidth: '17rem' }]);

/** The actions behind a row's "More": one per line, the width of the longest. */
export const menuList = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: '9rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** An action in that list, its label at the start like a menu's (doubled: over the button's centring). */
export const menuItem = style({ selectors: { '&&': { justifyContent: 'flex-start' } } });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

/** Form fields side by side where there is room (amounts with their limits, min/max/delay). */
export const fieldRow = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(auto-fit, minmax(100px, 1fr))',
  alignItems: 'start',
});

/** A labelled group of fields (a fieldset without the browser's border). */
export const fieldset = style({
  display: 'grid',
  gap: vars.space.small,
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

/** Figures beside each other: a client's balance in a dialog, a market's totals. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
});

export const wideForm = style({ display: 'grid', gap: vars.space.large, maxWidth: 760 });

/** Cards side by side where there is room (market analysis, one match each). */
export const cards = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  alignItems: 'start',
});

/** A page title with a link beside it (the way back from a drill-down). */
export const titleGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.medium,
});

/** A secret shown once (a reset transaction password): large, monospaced, with its copy button beside. */
export const issued = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
});
