import { style } from '@vanilla-extract/css';
import { tabularNumbers, vars } from '@exchange/design-system/tokens';

export const casinoMarketOddsTypes = ['fixed', 'backLay'] as const;

export const status = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.foreground.secondary,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const round = style([tabularNumbers, { margin: 0 }]);

export const countdown = style([
  tabularNumbers,
  {
    margin: 0,
    borderRadius: vars.radius.full,
    background: vars.color.positive.subtle,
    color: vars.color.positive.text,
    fontWeight: vars.font.weight.semibold,
    selectors: {
      '&[data-state="closing"]': { background: vars.color.warning.subtle, color: vars.color.warning.text },
      '&[data-state="closed"]': { background: vars.color.neutral.subtle, color: vars.color.neutral.text },
    },
  },
]);

export const seconds = style({ fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });

/** The runner's name, then one price column (fixed odds) or two (back and lay). */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) repeat(2, 72px)',
  columnGap: vars.space.xxsmall,
  alignItems: 'center',
  paddingInline: vars.space.small,
  selectors: { '&[data-odds-type="fixed"]': { gridTemplateColumns: 'minmax(0, 1fr) 88px' } },
});

/** The column headings' line (Back, Lay, a hand's name), whatever the columns. */
export const headerLine = style({
  paddingBlock: vars.space.xsmall,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.secondary,
  textAlign: 'center',
});

/** A runner's line, ruled off from the one above, whatever the columns. */
export const rowLine = style({
  position: 'relative',
  paddingBlock: vars.space.xxsmall,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const header = style([columns, headerLine]);

export const row = style([columns, rowLine]);

/** The host's content under a runner (a phone's bet slip), inset from the market's edges. */
export const afterRunner = style({
  paddingInline: vars.space.small,
  paddingBlockEnd: vars.space.small,
});
