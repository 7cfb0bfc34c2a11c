import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/**
 * The two welcome images side by side where there is room, one under the other on a phone. Hand-written:
 * `auto-fit` shares a wide card between the two, where Columns' `auto-fill` would keep empty tracks.
 */
export const images = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});

/** A preview as the player's dialog shows it: the whole image, scaled down, on the surface's border. */
export const preview = style({
  display: 'block',
  width: '100%',
  maxHeight: 180,
  objectFit: 'contain',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.medium,
});

/** The general settings (a Stack), one under another, each a labelled control of its kind. */
export const settings = style({
  paddingBlock: vars.space.small,
  borderBlock: `1px solid ${vars.color.border.default}`,
});

export const groupHeading = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
});
