import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const cardPaddings = ['none', 'small', 'medium', 'large'] as const;
export const cardElevations = ['none', 'small', 'medium', 'large'] as const;
export const cardTitleLevels = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

// Header and body share the card's padding so their edges line up.
const padding = createVar();

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    background: vars.color.background.surfaceRaised,
    color: vars.color.foreground.primary,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.large,
    overflow: 'hidden',
  },
  variants: {
    padding: {
      // 0px, not the `none` token's unitless 0: the header's max() cannot compare a number with a length,
      // and an invalid max() would leave the title against the card's edge.
      none: { vars: { [padding]: '0px' } },
      small: { vars: { [padding]: vars.space.small } },
      medium: { vars: { [padding]: vars.space.large } },
      large: { vars: { [padding]: vars.space.xlarge } },
    },
    elevation: {
      none: {},
      small: { boxShadow: vars.shadow.small },
      medium: { boxShadow: vars.shadow.medium },
      large: { boxShadow: vars.shadow.large },
    },
  },
  defaultVariants: { padding: 'medium', elevation: 'small' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
  minHeight: vars.size.control,
  paddingBlock: vars.space.small,
  // A card without padding (a table inside, say) still keeps its title off the edge.
  paddingInline: `max(${padding}, ${vars.space.medium})`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  fontWeight: vars.font.weight.semibold,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const body = style({ padding, minWidth: 0 });
