import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/**
 * The receipt's frame: room for a phone screenshot without pushing the dialog off the screen, the image or
 * spinner centred both ways (hand-written: a Stack centres across only).
 */
export const receipt = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: 160,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surfaceSunken,
});

export const receiptImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '60dvh',
  objectFit: 'contain',
});

/** A row's method (a Stack): the account type over its reference, in small type. */
export const method = style({ minWidth: '9rem' });

export const reference = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.foreground.secondary,
  overflowWrap: 'anywhere',
});

/** The saved QR image, the size a phone camera reads from a screen. */
export const qrImage = style({
  display: 'block',
  alignSelf: 'flex-start',
  width: 160,
  height: 160,
  objectFit: 'contain',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.default}`,
});

/** A rejection's reason: a sentence read whole, not a word a line where the table scrolls on a phone. */
export const reasonCell = style({ minWidth: '12rem' });
