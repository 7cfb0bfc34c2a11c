import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

const tone = (base: string, hover: string, foreground: string, subtle: string, text: string) => ({
  solid: {
    background: base,
    color: foreground,
    borderColor: base,
    selectors: { '&:hover:not(:disabled)': { background: hover, borderColor: hover } },
  },
  soft: {
    background: subtle,
    color: text,
    borderColor: subtle,
    selectors: { '&:hover:not(:disabled)': { borderColor: base } },
  },
  outline: {
    background: 'transparent',
    color: text,
    borderColor: base,
    selectors: { '&:hover:not(:disabled)': { background: subtle } },
  },
  ghost: {
    background: 'transparent',
    color: text,
    borderColor: 'transparent',
    selectors: { '&:hover:not(:disabled)': { background: subtle } },
  },
});

const { accent, critical, positive, neutral } = vars.color;
const palettes = {
  accent: tone(accent.base, accent.hover, accent.foreground, accent.subtle, accent.text),
  neutral: tone(neutral.base, neutral.text, neutral.foreground, neutral.subtle, neutral.text),
  critical: tone(critical.base, critical.hover, critical.foreground, critical.subtle, critical.text),
  positive: tone(positive.base, positive.hover, positive.foreground, positive.subtle, positive.text),
};

export const buttonTones = ['accent', 'neutral', 'critical', 'positive'] as const;
export const buttonVariants = ['solid', 'soft', 'outline', 'ghost'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.small,
      borderWidth: 1,
      borderStyle: 'solid',
      borderRadius: vars.radius.medium,
      fontFamily: 'inherit',
      fontWeight: vars.font.weight.semibold,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      textDecoration: 'none',
      transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      selectors: {
        '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      },
    },
  ],
  variants: {
    size: {
      small: {
        minHeight: vars.size.controlSmall,
        paddingInline: vars.space.small,
        fontSize: vars.font.size.xsmall,
      },
      medium: {
        minHeight: vars.size.control,
        paddingInline: vars.space.medium,
        fontSize: vars.font.size.small,
      },
      large: {
        minHeight: vars.size.touchTarget,
        paddingInline: vars.space.large,
        fontSize: vars.font.size.medium,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
    tone: { accent: {}, neutral: {}, critical: {}, positive: {} },
    variant: { solid: {}, soft: {}, outline: {}, ghost: {} },
  },
  compoundVariants: buttonTones.flatMap((t) =>
    buttonVariants.map((v) => ({ variants: { tone: t, variant: v }, style: palettes[t][v] })),
  ),
  defaultVariants: { size: 'medium', tone: 'accent', variant: 'solid', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
