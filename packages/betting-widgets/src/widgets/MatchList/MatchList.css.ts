import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({ containerType: 'inline-size' });

/** The 1 X 2 column headings, over the rows' price columns; rows carry their own names on phones. */
export const header = style({
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '@container': { '(max-width: 559px)': { display: 'none' } },
});

export const rows = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
