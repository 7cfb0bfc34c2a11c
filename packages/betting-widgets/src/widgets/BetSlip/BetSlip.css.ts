import { tabularNumbers, vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  minWidth: 0,
  background: vars.color.background.surface,
  color: vars.color.foreground.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});

/** The side's colour band: back blue, lay pink (fills that stay light in dark mode, with their own text). */
export const selection = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  selectors: {
    [`${root}[data-side="back"] &`]: {
      background: vars.color.back.medium,
      color: vars.color.back.foreground,
    },
    [`${root}[data-side="lay"] &`]: { background: vars.color.lay.medium, color: vars.color.lay.foreground },
  },
});

export const side = style({
  gridRow: 'span 2',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  selectors: {
    [`${root}[data-side="back"] &`]: { background: vars.color.back.strong },
    [`${root}[data-side="lay"] &`]: { background: vars.color.lay.strong },
  },
});

export const runner = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const market = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
});

export const odds = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.control} minmax(0, 1fr) ${vars.size.control}`,
  alignItems: 'end',
  gap: vars.space.xsmall,
});

export const fixedOdds = style([tabularNumbers, { margin: 0 }]);

/** A fieldset that only groups and names its controls (the quick stakes, the price choices): no box. */
export const fieldset = style({ margin: 0, padding: 0, border: 'none' });

/** The narrowest a quick-stake button gets before a row holds one fewer. */
export const presetWidth = 64;

export const message = style({
  margin: 0,
  flexBasis: '100%',
  selectors: {
    '&[data-tone="done"]': { color: vars.color.positive.text },
    '&[data-tone="fail"]': { color: vars.color.critical.text },
  },
});

export const presetsLegend = style({
  float: 'left',
  gridColumn: '1 / -1',
  marginBottom: vars.space.xxsmall,
  padding: 0,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.foreground.secondary,
});
