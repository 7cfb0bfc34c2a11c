import type { BrandTokens } from '../../theme/defineBrand.ts';

// Premium, evening: deep purple chrome, warm off-white surfaces, gold accent.
export const name = 'royal';
export const displayName = 'Royal Exchange';

export const tokens: BrandTokens = {
  name,
  displayName,
  fontFamily: '"Manrope Variable", "DejaVu Sans", sans-serif',
  overrides: { radius: { small: '3px', medium: '4px', large: '8px' } },
  light: {
    background: {
      body: '#f7f3ec',
      surface: '#fffdf8',
      surfaceRaised: '#ffffff',
      surfaceSunken: '#f1ebe0',
      chrome: '#2d1846',
      chromeRaised: '#3f2463',
      backdrop: 'rgba(25, 10, 40, 0.6)',
      hover: '#f3ecdf',
      selected: '#ede2f6',
    },
    foreground: {
      primary: '#24182f',
      secondary: '#5a4d66',
      disabled: '#9a8fa5',
      onChrome: '#ffffff',
      onChromeMuted: '#d6c8e6',
      link: '#6a2fb0',
    },
    border: { subtle: '#ebe2d3', default: '#d4c7b3', strong: '#7f7189', focus: '#8a5f00' },
    accent: {
      base: '#d9a82b',
      hover: '#c8981c',
      active: '#b2850f',
      foreground: '#1e1400',
      subtle: '#fbf0cf',
      text: '#7d5a00',
    },
    neutral: { base: '#5d5068', foreground: '#ffffff', subtle: '#efe8f2', text: '#463a50' },
  },
  dark: {
    background: {
      body: '#140c1e',
      surface: '#1d1329',
      surfaceRaised: '#271a37',
      surfaceSunken: '#170f22',
      chrome: '#0f0817',
      chromeRaised: '#24153d',
      backdrop: 'rgba(0, 0, 0, 0.72)',
      hover: '#2a1d3c',
      selected: '#3a2756',
    },
    foreground: {
      primary: '#f1eaf8',
      secondary: '#bdb0cc',
      disabled: '#6f6380',
      onChrome: '#ffffff',
      onChromeMuted: '#cbbbe0',
      link: '#c9a4ff',
    },
    border: { subtle: '#2e2140', default: '#44335a', strong: '#8f80a3', focus: '#f0c24b' },
    accent: {
      base: '#e0b02a',
      hover: '#f0c24b',
      active: '#c99a17',
      foreground: '#1e1400',
      subtle: '#3a2d0a',
      text: '#f3cd62',
    },
    neutral: { base: '#66597a', foreground: '#ffffff', subtle: '#2a2038', text: '#d2c8de' },
  },
};
