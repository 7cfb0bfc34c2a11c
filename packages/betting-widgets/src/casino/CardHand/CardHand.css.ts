import { style } from '@vanilla-extract/css';
import { vars } from '@exchange/design-system/tokens';

export const root = style({ display: 'inline-grid', gap: vars.space.xsmall, justifyItems: 'start' });

export const label = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const cards = style({ margin: 0, padding: 0, listStyle: 'none' });

// Each card after the first tucks under the one before, leaving its index corner (about 40%) in sight.
export const item = style({
  selectors: {
    [`${cards}[data-overlap][data-size="small"] &:not(:first-child)`]: { marginInlineStart: -22 },
    [`${cards}[data-overlap][data-size="medium"] &:not(:first-child)`]: { marginInlineStart: -31 },
    [`${cards}[data-overlap][data-size="large"] &:not(:first-child)`]: { marginInlineStart: -43 },
  },
});

/** Where a card will be dealt: an outline only, so a half-dealt hand keeps its width. */
export const slot = style({
  borderRadius: 5,
  border: `1px dashed ${vars.color.border.default}`,
  aspectRatio: '60 / 84',
  selectors: {
    '&[data-size="small"]': { width: 36 },
    '&[data-size="medium"]': { width: 52 },
    '&[data-size="large"]': { width: 72 },
  },
});
