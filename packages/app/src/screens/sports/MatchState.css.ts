import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** The match's state in the header's line: a badge and, once finished, the result beside it. */
export const matchState = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});
