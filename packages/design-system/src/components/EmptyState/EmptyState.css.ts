import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const emptyStateTitleLevels = ['h2', 'h3', 'h4', 'h5', 'h6', 'p'] as const;
export const emptyStateSizes = ['small', 'medium'] as const;

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    marginInline: 'auto',
    maxWidth: '40ch',
  },
  variants: {
    size: {
      small: { gap: vars.space.xsmall, paddingBlock: vars.space.large },
      medium: { gap: vars.space.small, paddingBlock: vars.space.xxlarge },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  marginBlockEnd: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.neutral.subtle,
  color: vars.color.foreground.secondary,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.primary,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.foreground.secondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  marginBlockStart: vars.space.medium,
});
