import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@exchange/design-system/tokens';

export const playingCardSizes = ['small', 'medium', 'large'] as const;

// A card's face is printed paper: white with red and black ink in every brand and mode. These ink
// colours keep 4.5:1 on the white face; only the back takes the brand's accent.
const paper = '#ffffff';
const edge = '#c4c8ce';
const redInk = '#c0152f';
const blackInk = '#1d2228';

export const card = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    height: 'auto',
    aspectRatio: '60 / 84',
    verticalAlign: 'middle',
    overflow: 'visible',
    filter: `drop-shadow(0 1px 1px rgb(0 0 0 / 0.18))`,
  },
  variants: {
    size: {
      small: { width: 36 },
      medium: { width: 52 },
      large: { width: 72 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type PlayingCardVariants = NonNullable<RecipeVariants<typeof card>>;

export const face = style({ fill: paper, stroke: edge, strokeWidth: 1 });

export const ink = style({
  fill: blackInk,
  color: blackInk,
  selectors: { '&[data-colour="red"]': { fill: redInk, color: redInk } },
});

export const index = style({
  fontFamily: vars.font.family.body,
  fontWeight: 700,
  fontSize: 12,
  letterSpacing: '-0.04em',
});

export const picture = style({
  fontFamily: vars.font.family.body,
  fontWeight: 700,
  fontSize: 22,
});

export const pictureFrame = style({ fill: 'none', strokeWidth: 1, stroke: 'currentColor', opacity: 0.5 });

export const back = style({ fill: vars.color.accent.base, stroke: paper, strokeWidth: 3 });

export const backPattern = style({ fill: 'none', stroke: paper, strokeWidth: 1, opacity: 0.45 });
