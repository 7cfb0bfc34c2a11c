import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.medium });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xxsmall });

export const field = style({ flex: 1, minWidth: 0 });

/** Lines the remove button up with the input, below the field's label. */
export const remove = style({ marginTop: `calc(${vars.font.lineHeight.small} + ${vars.space.xsmall})` });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const buttons = style({ display: 'flex', gap: vars.space.small, marginInlineStart: 'auto' });

export const message = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

/** The saved buttons while the editor is closed. */
export const saved = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const failure = style([message, { color: vars.color.critical.text }]);
