import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const spinnerSizes = ['small', 'medium', 'large'] as const;

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    color: vars.color.foreground.secondary,
  },
  variants: {
    size: {
      small: { fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.xsmall },
      medium: { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small },
      large: {
        flexDirection: 'column',
        fontSize: vars.font.size.medium,
        lineHeight: vars.font.lineHeight.medium,
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof root>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const ring = recipe({
  base: {
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.border.default,
    borderTopColor: vars.color.accent.base,
    animation: `${spin} 0.8s linear infinite`,
    // A slow, steady turn still says "working" without the motion a player asked to avoid.
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
  },
  variants: {
    size: {
      small: { width: 16, height: 16, borderWidth: 2 },
      medium: { width: 24, height: 24, borderWidth: 3 },
      large: { width: 40, height: 40, borderWidth: 4 },
    },
  },
  defaultVariants: { size: 'medium' },
});
