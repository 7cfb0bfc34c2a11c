import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** The two welcome images side by side where there is room, one under the other on a phone. */
export const images = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});

export const image = style({ display: 'grid', gap: vars.space.small, alignContent: 'start' });

/** A preview as the player's dialog shows it: the whole image, scaled down, on the surface's border. */
export const preview = style({
  display: 'block',
  width: '100%',
  maxHeight: 180,
  objectFit: 'contain',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.medium,
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** The general settings, one under another, each a labelled control of its kind. */
export const settings = style({
  display: 'grid',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  borderBlock: `1px solid ${vars.color.border.default}`,
});

export const setting = style({ display: 'grid', gap: vars.space.small });

/** A number or text setting with its Save beside it, under it on a phone. */
export const settingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const groupHeading = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
});
