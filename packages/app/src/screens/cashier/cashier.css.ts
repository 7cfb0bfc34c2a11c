import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** A payment method's line: a label, the value to type elsewhere and its copy button. */
export const detail = style({
  padding: `${vars.space.xsmall} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const detailTerm = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.foreground.secondary,
});

export const detailText = style({
  minWidth: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

/**
 * The QR code keeps a white quiet zone in every brand and mode, or phone cameras cannot read it; in a
 * column narrower than it, it shrinks square rather than be cut off.
 */
export const qrCode = style({
  display: 'block',
  width: 180,
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  padding: vars.space.small,
  background: '#ffffff',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
});

/** A rejection's reason: a sentence read whole, not a word a line where the table is narrow. */
export const reasonCell = style({ minWidth: '12rem' });
