import { vars } from '@exchange/design-system/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const shell = style({ minHeight: '100dvh' });

export const logoLink = style({ color: vars.color.foreground.onChrome });

/** On the header's own chrome: no second panel around the figures. */
export const balance = style({ minWidth: 0, paddingInline: 0 });

/** A phone's strip above the page. */
export const balanceStrip = style({ marginBottom: vars.space.medium });

/** The username and Logout (an Inline); the menu's rule below replaces this colour in the drawer. */
export const account = style({
  color: vars.color.foreground.onChrome,
  fontSize: vars.font.size.xsmall,
});

/** In the phone's menu the account sits on the drawer's surface, not the header's chrome. */
export const menuAccount = style({
  padding: `${vars.space.small} ${vars.space.small} 0`,
});

globalStyle(`${menuAccount} > *`, { color: vars.color.foreground.primary });

export const username = style({
  fontWeight: vars.font.weight.semibold,
  maxWidth: '12ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const navSection = style({
  margin: `${vars.space.medium} 0 ${vars.space.xsmall}`,
  padding: `0 ${vars.space.small}`,
  fontSize: vars.font.size.xsmall,
  color: vars.color.foreground.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
