import { tabularNumbers, vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.chrome,
  color: vars.color.foreground.onChrome,
  selectors: {
    '&[data-layout="compact"]': { padding: vars.space.xsmall, gap: vars.space.xsmall },
    // The failure and its retry button sit on a surface, where critical text and buttons keep contrast.
    '&[data-state="error"]': {
      background: vars.color.critical.subtle,
      color: vars.color.critical.text,
    },
  },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingInline: vars.space.small,
  selectors: {
    '& + &': { borderInlineStart: `1px solid ${vars.color.foreground.onChromeMuted}` },
    [`${root}[data-layout="compact"] &`]: { paddingInline: vars.space.xsmall },
  },
});

export const label = style({
  color: vars.color.foreground.onChromeMuted,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
});

export const value = style([
  tabularNumbers,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    margin: 0,
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.small,
  },
]);

/** The toggle sits on the chrome, so it takes the chrome's text colour rather than the ghost button's. */
export const toggle = style({ color: 'inherit' });

export const failure = style({ margin: 0, fontSize: vars.font.size.small });
