import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

const desktop = 'screen and (min-width: 768px)';

/** A page inside the player shell: readable on a 375 px phone, roomy on a desktop. */
export const page = style({
  display: 'grid',
  gap: vars.space.large,
  alignContent: 'start',
  maxWidth: 1100,
  '@media': { [desktop]: { gap: vars.space.xlarge } },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
});

/** A list's filters (sport, status, type, Load): stacked on phones, in one row on wider screens. */
export const filters = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'end',
  '@media': { [desktop]: { gridAutoFlow: 'column', justifyContent: 'start' } },
});

/**
 * A report's filters (the period, any others, Submit): in one row where they fit, wrapping where they do
 * not. The period keeps room for its two dates side by side; in a grid column sized to its content its
 * auto-fit columns folded to one and put the end date under the start.
 */
export const reportFilters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const period = style({ flex: '0 1 21rem', minWidth: 0 });

export const form = style({ display: 'grid', gap: vars.space.medium, maxWidth: 420 });

/** A form in a dialog: as wide as the dialog, so its footer's rule and buttons reach the dialog's edge. */
export const dialogForm = style({ display: 'grid', gap: vars.space.medium });

/** The signed-out pages: one centred card on the brand's body colour, the whole window high. */
export const authPage = style({ minHeight: '100dvh' });

export const authCard = style({ width: '100%', maxWidth: 420 });

export const authLogo = style({
  display: 'flex',
  justifyContent: 'center',
  marginBottom: vars.space.large,
  color: vars.color.foreground.primary,
});

export const alert = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.critical.subtle,
  color: vars.color.critical.text,
});

export const muted = style({ margin: 0, color: vars.color.foreground.secondary });

export const links = style({ marginTop: vars.space.large, fontSize: vars.font.size.xsmall });

export const prose = style({ maxWidth: '72ch', lineHeight: vars.font.lineHeight.medium });

export const proseList = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.small,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  fontWeight: vars.font.weight.semibold,
});

/** A report's download buttons, beside Submit: pushed to the row's end where it has room. */
export const downloads = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginInlineStart: 'auto',
});
