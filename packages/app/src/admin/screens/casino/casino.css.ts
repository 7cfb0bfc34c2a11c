import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** The group links above the game grid (an Inline): a row of pills that wraps on phones. */
export const groupLinks = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const groupLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSmall,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.default}`,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.small,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.background.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    '&[aria-current="page"]': {
      background: vars.color.accent.base,
      borderColor: vars.color.accent.base,
      color: vars.color.accent.foreground,
    },
  },
});

/** Game tiles (Columns, as many as fit, two on a phone): a list without bullets. */
export const tiles = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * A tile fills its grid cell, so every tile of a row has one size: the cell stretches it (the tile's own
 * `all: unset` comes later in the stylesheet than a width set here).
 */
export const tileItem = style({ display: 'grid', minWidth: 0 });
export const tile = style({ width: '100%', height: '100%' });

/** A table's box in the page grid: narrower than its table on a phone, so the table scrolls inside it. */
export const tableBox = style({ minWidth: 0 });

/** A page section (a Stack: its heading, then its content), narrower than a wide table on a phone. */
export const section = style({ minWidth: 0 });

/** The table page: the table and its book side by side on a desktop, one under the other on a phone. */
export const tableLayout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } },
});

/** A row of the results table that opens its result: the whole row is the target, the button inside it. */
export const rowButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.foreground.link,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 } },
});

/** A figure in the totals row. */
export const total = style({ fontWeight: vars.font.weight.semibold });
