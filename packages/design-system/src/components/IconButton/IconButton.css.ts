import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const iconButtonSizes = ['small', 'medium', 'large'] as const;
export const iconButtonVariants = ['ghost', 'soft', 'outline'] as const;

export const iconButton = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      padding: 0,
      border: '1px solid transparent',
      borderRadius: vars.radius.medium,
      color: 'inherit',
      background: 'transparent',
      cursor: 'pointer',
      selectors: {
        '&:hover:not(:disabled)': { background: vars.color.background.hover },
        '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      },
    },
  ],
  variants: {
    size: {
      small: { width: vars.size.controlSmall, height: vars.size.controlSmall },
      medium: { width: vars.size.control, height: vars.size.control },
      // Phones: at least 44 x 44 px.
      large: { width: vars.size.touchTarget, height: vars.size.touchTarget },
    },
    variant: {
      ghost: {},
      soft: { background: vars.color.background.surfaceSunken },
      outline: { borderColor: vars.color.border.strong },
    },
  },
  defaultVariants: { size: 'medium', variant: 'ghost' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
