import type { BrandTokens } from '../../theme/defineBrand.ts';

// Fresh and sporty: dark teal chrome, cool white surfaces, coral accent.
export const name = 'lotus';
export const displayName = 'Lotus Sports';

export const tokens: BrandTokens = {
  name,
  displayName,
  fontFamily: '"DM Sans", "DejaVu Sans", sans-serif',
  overrides: { radius: { small: '6px', medium: '8px', large: '14px' } },
  light: {
    background: {
      body: '#f2f7f8',
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      surfaceSunken: '#e9f1f3',
      chrome: '#0d3b40',
      chromeRaised: '#155058',
      backdrop: 'rgba(5, 25, 28, 0.6)',
      hover: '#e8f2f4',
      selected: '#d8ecef',
    },
    foreground: {
      primary: '#10282c',
      secondary: '#45606a',
      disabled: '#8aa0a6',
      onChrome: '#ffffff',
      onChromeMuted: '#b9d6da',
      link: '#0b6e78',
    },
    border: { subtle: '#dce8eb', default: '#b9ccd1', strong: '#6a8289', focus: '#c2410c' },
    accent: {
      base: '#ff6f59',
      hover: '#f25c45',
      active: '#dc4a33',
      foreground: '#2a0c05',
      subtle: '#ffe9e4',
      text: '#a8361f',
    },
    neutral: { base: '#4f6870', foreground: '#ffffff', subtle: '#e6eff1', text: '#37505a' },
  },
  dark: {
    background: {
      body: '#08191c',
      surface: '#0f2428',
      surfaceRaised: '#163137',
      surfaceSunken: '#0b1d21',
      chrome: '#051114',
      chromeRaised: '#0f2a30',
      backdrop: 'rgba(0, 0, 0, 0.72)',
      hover: '#173338',
      selected: '#1d4148',
    },
    foreground: {
      primary: '#e6f2f3',
      secondary: '#a3bcc1',
      disabled: '#5d767c',
      onChrome: '#ffffff',
      onChromeMuted: '#a9c9cd',
      link: '#6fd3dc',
    },
    border: { subtle: '#1c363b', default: '#2b4c53', strong: '#7b969c', focus: '#ff8a75' },
    accent: {
      base: '#ff7a66',
      hover: '#ff8f7d',
      active: '#f2604a',
      foreground: '#2a0c05',
      subtle: '#3d1c16',
      text: '#ff9f8f',
    },
    neutral: { base: '#557078', foreground: '#ffffff', subtle: '#183138', text: '#c0d4d8' },
  },
};
