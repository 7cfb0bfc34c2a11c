import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** A settings panel: one column, as wide as a form. */
export const panel = style({ maxWidth: 480 });

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  lineHeight: vars.font.lineHeight.medium,
});

/** Text the user types elsewhere exactly (a bot command, a secret): monospaced, wrapping anywhere. */
export const typed = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.surfaceSunken,
  overflowWrap: 'anywhere',
});

/** The QR code keeps a white quiet zone in every brand and mode, or phone cameras cannot read it. */
export const qrCode = style({
  width: 200,
  height: 200,
  padding: vars.space.small,
  background: '#ffffff',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
});
