import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const lotteryPage = style({ gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: 1280 });

/** The draws' cards: a list without its bullets and indent. */
export const cards = style({ margin: 0, padding: 0, listStyle: 'none' });

export const picker = style({ margin: 0, padding: 0, border: 0 });

export const pickerLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.xsmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
});

/** The tickets scroll within the dialog once there are more than fit. */
export const pickerGrid = style({ maxHeight: 240, overflowY: 'auto' });

export const ticket = style({
  minHeight: 40,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.surface,
  color: vars.color.foreground.primary,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.accent.base,
      borderColor: vars.color.accent.base,
      color: vars.color.accent.foreground,
      fontWeight: vars.font.weight.semibold,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.background.surfaceSunken,
      color: vars.color.foreground.disabled,
      textDecoration: 'line-through',
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 1 },
  },
});

export const pickerError = style({
  margin: 0,
  color: vars.color.critical.text,
  fontSize: vars.font.size.small,
});

/** The draw's terms at the top of its dialogs: price, tickets left, when it draws. */
export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.size.small,
});

export const termName = style({ color: vars.color.foreground.secondary });

export const termValue = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const total = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

/** A term and its value inside the terms' grid, as one item of the list. */
export const termRow = style({ display: 'contents' });
