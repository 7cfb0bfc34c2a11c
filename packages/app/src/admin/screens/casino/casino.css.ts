import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** The group links above the game grid: a row of pills that wraps on phones. */
export const groupLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
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

/** Game tiles: as many columns as fit, two on a phone. */
export const tiles = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(45%, 150px), 1fr))',
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

/** A page section: its heading, then its content. */
export const section = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

/** The table page: the table and its book side by side on a desktop, one under the other on a phone. */
export const tableLayout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } },
});

/** The round's state line: round id, status badge and countdown. */
export const roundLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
});

export const countdown = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.semibold,
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
