import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const bar = style({ height: '100%' });

/** Five tabs of equal width (Columns), each the bar's full height (the shell gives the bar its height). */
export const tabs = style({
  height: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * An icon over its label, centred both ways in the tab (hand-written: a Stack centres across only); the
 * current place in the accent colour with a bar along its top edge.
 */
export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.foreground.onChromeMuted,
  font: 'inherit',
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.foreground.onChrome },
    // Not colour alone: the current place is also bold and marked with a bar.
    '&[aria-current]': {
      color: vars.color.accent.base,
      fontWeight: vars.font.weight.semibold,
      boxShadow: `inset 0 3px 0 ${vars.color.accent.base}`,
    },
  },
});

export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
