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
    '&[data-layout="columns"]': { display: 'block', padding: vars.space.xsmall },
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
  selectors: {
    [`${root}[data-layout="columns"] &`]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      alignItems: 'start',
    },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingInline: vars.space.small,
  selectors: {
    '& + &': { borderInlineStart: `1px solid ${vars.color.foreground.onChromeMuted}` },
    [`${root}[data-layout="compact"] &`]: { paddingInline: vars.space.xsmall },
    // The label (and its hide button) over the amount.
    [`${root}[data-layout="columns"] &`]: {
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: 0,
      minWidth: 0,
      paddingInline: vars.space.small,
    },
  },
});

export const label = style({
  color: vars.color.foreground.onChromeMuted,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  selectors: {
    // As tall as a hide button, so the three amounts line up whether a label has one or not.
    [`${root}[data-layout="columns"] &`]: {
      display: 'flex',
      alignItems: 'center',
      minHeight: vars.size.controlSmall,
    },
  },
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
