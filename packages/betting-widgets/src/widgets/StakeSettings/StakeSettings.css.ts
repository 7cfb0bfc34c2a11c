import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const field = style({ flex: 1, minWidth: 0 });

/** Lines the remove button up with the input, below the field's label. */
export const remove = style({ marginTop: `calc(${vars.font.lineHeight.small} + ${vars.space.xsmall})` });

/** Cancel and Save at the row's end, also when they wrap under Add stake. */
export const buttons = style({ marginInlineStart: 'auto' });

export const message = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

/** The saved buttons while the editor is closed. */
export const saved = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const failure = style([message, { color: vars.color.critical.text }]);
