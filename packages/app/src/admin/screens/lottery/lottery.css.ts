import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const tableBox = style({ minWidth: 0 });

/** A draw's picture in its row: small, the card's 16:9, never stretched. */
export const thumbnail = style({
  display: 'block',
  width: 64,
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
});
