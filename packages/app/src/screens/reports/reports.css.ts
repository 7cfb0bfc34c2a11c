import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** A row's description that opens more about it: reads as a link, wraps like the text it replaces. */
export const linkButton = style({
  selectors: {
    '&&': {
      height: 'auto',
      minHeight: 0,
      padding: 0,
      textAlign: 'start',
      whiteSpace: 'normal',
      textDecoration: 'underline',
      textUnderlineOffset: '0.2em',
      color: vars.color.accent.text,
      fontWeight: vars.font.weight.regular,
    },
  },
});
