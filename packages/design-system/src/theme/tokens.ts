import type { vars } from './contract.css.ts';

type LeavesAsStrings<T> = { [K in keyof T]: T[K] extends string ? string : LeavesAsStrings<T[K]> };

/** A complete set of values for the contract: the types make every brand implement every token. */
export type ThemeTokens = LeavesAsStrings<typeof vars>;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? T[K] : DeepPartial<T[K]> };
export type ThemeOverrides = DeepPartial<ThemeTokens>;

/** Brand-independent scales: one type scale, one spacing scale, so brands differ only in character. */
const scales = {
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
  },
  radius: { none: '0', small: '4px', medium: '6px', large: '10px', full: '9999px' },
  font: {
    family: { body: 'system-ui, sans-serif', mono: 'ui-monospace, "DejaVu Sans Mono", monospace' },
    size: {
      xsmall: '12px',
      small: '14px',
      medium: '16px',
      large: '20px',
      xlarge: '24px',
      xxlarge: '32px',
    },
    lineHeight: {
      xsmall: '16px',
      small: '20px',
      medium: '24px',
      large: '28px',
      xlarge: '32px',
      xxlarge: '40px',
    },
    weight: { regular: '400', semibold: '600' },
  },
  zIndex: {
    base: '0',
    sticky: '10',
    overlay: '200',
    modal: '210',
    // Above dialogs: a select or popover opened from inside a dialog must show over it.
    dropdown: '220',
    toast: '300',
    tooltip: '400',
  },
  motion: {
    duration: { fast: '120ms', medium: '200ms', flash: '400ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasised: 'cubic-bezier(0.3, 0, 0, 1.2)' },
  },
  size: { control: '36px', controlSmall: '28px', touchTarget: '44px', tableRow: '32px' },
} as const;

function merge<T extends object>(base: T, overrides: DeepPartial<T>): T {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] =
      typeof value === 'object' && typeof current === 'object' && current !== null
        ? merge(current, value as DeepPartial<typeof current>)
        : value;
  }
  return result as T;
}

/**
 * Every brand is the shared scales plus its own colours, fonts and shadows, with optional overrides.
 * `colors` is required in full so no brand silently inherits another brand's palette.
 */
export function makeTheme(
  brand: Pick<ThemeTokens, 'color' | 'shadow'> & { fontFamily: string },
  overrides: ThemeOverrides = {},
): ThemeTokens {
  const base: ThemeTokens = {
    ...scales,
    font: { ...scales.font, family: { ...scales.font.family, body: brand.fontFamily } },
    color: brand.color,
    shadow: brand.shadow,
  };
  return merge(base, overrides);
}
