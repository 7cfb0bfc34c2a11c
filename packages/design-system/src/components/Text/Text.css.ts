import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const textSizes = ['inherit', 'xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge'] as const;
export const textWeights = ['inherit', 'regular', 'semibold'] as const;

type Size = Exclude<(typeof textSizes)[number], 'inherit'>;

/** Each size with its own line height: the type scale pairs them. */
const sized = (size: Size) => ({
  fontSize: vars.font.size[size],
  lineHeight: vars.font.lineHeight[size],
});

/**
 * The element gives the meaning and the props the look: a heading's or a `small`'s browser size and
 * weight, and a paragraph's margins, are reset, so `<Text as="h2">` reads as the text around it until it
 * is given a size.
 */
export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      inherit: { fontSize: 'inherit' },
      xsmall: sized('xsmall'),
      small: sized('small'),
      medium: sized('medium'),
      large: sized('large'),
      xlarge: sized('xlarge'),
      xxlarge: sized('xxlarge'),
    },
    weight: {
      inherit: { fontWeight: 'inherit' },
      regular: { fontWeight: vars.font.weight.regular },
      semibold: { fontWeight: vars.font.weight.semibold },
    },
    truncate: {
      // An ellipsis needs a box of its own: an inline span is made a block.
      true: {
        display: 'block',
        minWidth: 0,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      },
      false: {},
    },
  },
  defaultVariants: { size: 'inherit', weight: 'inherit', truncate: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
