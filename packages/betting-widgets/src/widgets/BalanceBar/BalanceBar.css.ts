import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** The bar's box; its arrangement is BalanceBar.tsx's (a row that wraps, or three columns). */
export const root = style({
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.chrome,
  color: vars.color.foreground.onChrome,
  selectors: {
    '&[data-layout="compact"]': { padding: vars.space.xsmall },
    '&[data-layout="columns"]': { padding: vars.space.xsmall },
    // The failure and its retry button sit on a surface, where critical text and buttons keep contrast.
    '&[data-state="error"]': {
      background: vars.color.critical.subtle,
      color: vars.color.critical.text,
    },
  },
});

export const item = style({
  selectors: {
    '& + &': { borderInlineStart: `1px solid ${vars.color.foreground.onChromeMuted}` },
    [`${root}[data-layout="columns"] &`]: { minWidth: 0 },
  },
});

export const label = style({
  color: vars.color.foreground.onChromeMuted,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  selectors: {
    // As tall as a hide button, so the three amounts line up whether a label has one or not.
    [`${root}[data-layout="columns"] &`]: { minHeight: vars.size.controlSmall },
  },
});

/** The toggle sits on the chrome, so it takes the chrome's text colour rather than the ghost button's. */
export const toggle = style({ color: 'inherit' });

export const failure = style({ margin: 0, fontSize: vars.font.size.small });
