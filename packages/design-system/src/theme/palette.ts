import type { ThemeTokens } from './tokens.ts';

type Color = ThemeTokens['color'];

/**
 * Betting colours shared by every brand: the hue families are what exchange users read instantly, so
 * brands tune only lightness. Cells keep dark text on light fills in both modes for contrast.
 */
export const bettingColors = {
  back: { strong: '#72bbef', medium: '#a6d8ff', light: '#d7ecff', foreground: '#0b1a2a' },
  lay: { strong: '#f994ab', medium: '#fcc1ce', light: '#fde3e9', foreground: '#2a0b14' },
  // A moved price's ring (and, under reduced motion, its still bar) on a light back or lay cell: dark
  // enough for 3:1 against the strongest cell colour, in both modes (the cells stay light in dark mode).
  oddsUp: '#146c2e',
  oddsDown: '#b3261e',
} satisfies Pick<Color, 'back' | 'lay' | 'oddsUp' | 'oddsDown'>;

export const lightStatus = {
  critical: { base: '#c62828', hover: '#b71c1c', foreground: '#ffffff', subtle: '#fdecec', text: '#b71c1c' },
  positive: { base: '#1e7d3a', hover: '#17692f', foreground: '#ffffff', subtle: '#e6f4ea', text: '#17692f' },
  warning: { base: '#f0b400', foreground: '#1f1600', subtle: '#fff6d6', text: '#7a5600' },
  profit: '#157a33',
  loss: '#c4261d',
  suspended: { overlay: 'rgba(20, 24, 33, 0.72)', foreground: '#ffffff' },
} satisfies Pick<Color, 'critical' | 'positive' | 'warning' | 'profit' | 'loss' | 'suspended'>;

export const darkStatus = {
  critical: { base: '#c93a3f', hover: '#d9474c', foreground: '#ffffff', subtle: '#3b1619', text: '#ff8a8e' },
  positive: { base: '#1f7a3e', hover: '#238745', foreground: '#ffffff', subtle: '#12301d', text: '#74d694' },
  warning: { base: '#f0b400', foreground: '#1f1600', subtle: '#3a2e05', text: '#ffd24d' },
  profit: '#6bd890',
  loss: '#ff8080',
  suspended: { overlay: 'rgba(0, 0, 0, 0.74)', foreground: '#ffffff' },
} satisfies Pick<Color, 'critical' | 'positive' | 'warning' | 'profit' | 'loss' | 'suspended'>;

export const lightShadow = {
  small: '0 1px 2px rgba(16, 24, 40, 0.08)',
  medium: '0 4px 12px rgba(16, 24, 40, 0.12)',
  large: '0 12px 32px rgba(16, 24, 40, 0.22)',
};

export const darkShadow = {
  small: '0 1px 2px rgba(0, 0, 0, 0.4)',
  medium: '0 4px 12px rgba(0, 0, 0, 0.5)',
  large: '0 12px 32px rgba(0, 0, 0, 0.6)',
};
