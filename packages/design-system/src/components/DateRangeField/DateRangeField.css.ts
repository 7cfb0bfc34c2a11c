import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const fieldset = style({
  display: 'grid',
  gap: vars.space.small,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** Reads as the label of the pair, one step above the two fields' own labels. */
export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.primary,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const hint = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.foreground.secondary,
});

export const error = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.critical.text,
});
