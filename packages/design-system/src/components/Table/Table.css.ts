import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

/** Row tones: the design system only knows them as tones; the app maps back and lay bets onto them. */
export const tableRowTones = ['back', 'lay'] as const;

export const container = style([
  focusRing,
  {
    position: 'relative',
    width: '100%',
    maxWidth: '100%',
    // Narrow screens scroll the table sideways instead of squeezing its columns.
    overflow: 'auto',
    overscrollBehaviorInline: 'contain',
    background: vars.color.background.surface,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.medium,
  },
]);

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.foreground.primary,
});

export const caption = style({
  captionSide: 'top',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  textAlign: 'start',
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  fontWeight: vars.font.weight.semibold,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

// A row paints its fill and its divider as one box behind its cells. A <tr> background is painted cell
// by cell, and at fractional column widths the anti-aliased cell edges leave faint seams between cells.
const fill = createVar();
const divider = createVar();

export const head = style({
  selectors: {
    // The header sticks to the top of the scroll container (Table.Root's maxHeight) above the rows.
    [`${table}[data-sticky-header] &`]: { position: 'sticky', top: 0, zIndex: vars.zIndex.sticky },
  },
});

export const row = style({
  position: 'relative',
  isolation: 'isolate',
  vars: { [fill]: 'transparent', [divider]: vars.color.border.subtle },
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      background: fill,
      borderBottom: `1px solid ${divider}`,
      pointerEvents: 'none',
    },
    'thead > &': {
      color: vars.color.foreground.secondary,
      vars: { [fill]: vars.color.background.surfaceSunken, [divider]: vars.color.border.default },
    },
    'tbody > &:last-child': { vars: { [divider]: 'transparent' } },
    [`${table}[data-striped] tbody > &:nth-child(even):not([data-tone])`]: {
      vars: { [fill]: vars.color.background.surfaceSunken },
    },
    [`${table}[data-hoverable] tbody > &:hover:not([data-tone])`]: {
      vars: { [fill]: vars.color.background.hover },
    },
    '&[data-tone="back"]': { color: vars.color.back.foreground, vars: { [fill]: vars.color.back.light } },
    '&[data-tone="lay"]': { color: vars.color.lay.foreground, vars: { [fill]: vars.color.lay.light } },
    [`${table}[data-hoverable] tbody > &[data-tone="back"]:hover`]: {
      vars: { [fill]: vars.color.back.medium },
    },
    [`${table}[data-hoverable] tbody > &[data-tone="lay"]:hover`]: {
      vars: { [fill]: vars.color.lay.medium },
    },
  },
});

const cellBase = {
  height: vars.size.tableRow,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.medium,
  verticalAlign: 'middle',
  textAlign: 'start',
} as const;

export const headerCell = style({
  ...cellBase,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

export const cell = style(cellBase);

export const numeric = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const empty = style({
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  textAlign: 'center',
  color: vars.color.foreground.secondary,
});
