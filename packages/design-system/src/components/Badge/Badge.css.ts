import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const badgeTones = ['neutral', 'accent', 'positive', 'critical', 'warning'] as const;
export const badgeVariants = ['soft', 'solid'] as const;
export const badgeSizes = ['small', 'medium'] as const;

const { neutral, accent, positive, critical, warning } = vars.color;
const palettes = {
  neutral: { base: neutral.base, foreground: neutral.foreground, subtle: neutral.subtle, text: neutral.text },
  accent: { base: accent.base, foreground: accent.foreground, subtle: accent.subtle, text: accent.text },
  positive: {
    base: positive.base,
    foreground: positive.foreground,
    subtle: positive.subtle,
    text: positive.text,
  },
  critical: {
    base: critical.base,
    foreground: critical.foreground,
    subtle: critical.subtle,
    text: critical.text,
  },
  warning: { base: warning.base, foreground: warning.foreground, subtle: warning.subtle, text: warning.text },
};

// The dot takes the tone's strong colour in a soft badge and the text colour in a solid one.
const dotColor = '--badge-dot-color';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    borderRadius: vars.radius.full,
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    border: '1px solid transparent',
  },
  variants: {
    tone: { neutral: {}, accent: {}, positive: {}, critical: {}, warning: {} },
    variant: { soft: {}, solid: {} },
    size: {
      small: {
        minHeight: 20,
        paddingInline: vars.space.small,
        fontSize: vars.font.size.xsmall,
        lineHeight: vars.font.lineHeight.xsmall,
      },
      medium: {
        minHeight: vars.size.controlSmall,
        paddingInline: vars.space.medium,
        fontSize: vars.font.size.small,
        lineHeight: vars.font.lineHeight.small,
      },
    },
  },
  compoundVariants: badgeTones.flatMap((tone) => {
    const palette = palettes[tone];
    return [
      {
        variants: { tone, variant: 'soft' as const },
        style: { background: palette.subtle, color: palette.text, vars: { [dotColor]: palette.base } },
      },
      {
        variants: { tone, variant: 'solid' as const },
        style: { background: palette.base, color: palette.foreground, vars: { [dotColor]: 'currentColor' } },
      },
    ];
  }),
  defaultVariants: { tone: 'neutral', variant: 'soft', size: 'small' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

/**
 * A ring that grows from the dot and fades. Transform and opacity only, so the compositor runs it: an
 * animated box-shadow repainted the page every frame for as long as a live badge showed (ten in-play
 * matches in a listing were most of its main-thread work).
 */
const pulse = keyframes({
  '0%': { transform: 'scale(1)', opacity: 0.7 },
  '70%, 100%': { transform: 'scale(2.25)', opacity: 0 },
});

export const dot = style({
  position: 'relative',
  flexShrink: 0,
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: `var(${dotColor})`,
  selectors: {
    '&[data-pulse]::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: 'inherit',
      background: 'inherit',
      animation: `${pulse} 1.6s ${vars.motion.easing.standard} infinite`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-pulse]::after': { animation: 'none' } } },
  },
});
