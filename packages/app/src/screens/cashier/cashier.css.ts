import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

const desktop = 'screen and (min-width: 768px)';

/** The cashier pages: the details beside the form on a desktop, one column on a phone. */
export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const stack = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

/** A payment method's lines: a label, the value to type elsewhere and its copy button. */
export const details = style({ display: 'grid', gap: vars.space.small, margin: 0 });

export const detail = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xsmall} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const detailTerm = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.foreground.secondary,
});

export const detailValue = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const detailText = style({
  minWidth: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

/** The QR code keeps a white quiet zone in every brand and mode, or phone cameras cannot read it. */
export const qrCode = style({
  display: 'block',
  width: 180,
  height: 180,
  objectFit: 'contain',
  padding: vars.space.small,
  background: '#ffffff',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const form = style({ display: 'grid', gap: vars.space.medium });

/** A saved account's row: its choice and the delete button at the end. */
export const account = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const accountList = style({ display: 'grid', gap: vars.space.small, margin: 0, padding: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** A rejection's reason: a sentence read whole, not a word a line where the table is narrow. */
export const reasonCell = style({ minWidth: '12rem' });
