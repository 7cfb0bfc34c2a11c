import type { BrandTokens } from '../../theme/defineBrand.ts';

// Calm and trustworthy: deep slate navy chrome, near-white surfaces, amber accent.
export const name = 'default';
export const displayName = 'Apex Exchange';

export const tokens: BrandTokens = {
  name,
  displayName,
  fontFamily: '"Inter Variable", "DejaVu Sans", sans-serif',
  light: {
    background: {
      body: '#f3f5f8',
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      surfaceSunken: '#eef1f5',
      chrome: '#1b2a41',
      chromeRaised: '#26395a',
      backdrop: 'rgba(10, 20, 35, 0.6)',
      hover: '#eef2f7',
      selected: '#e1e9f4',
    },
    foreground: {
      primary: '#172033',
      secondary: '#4a5568',
      disabled: '#8a94a3',
      onChrome: '#ffffff',
      onChromeMuted: '#c5cfdd',
      link: '#1d5fbf',
    },
    border: { subtle: '#e2e7ee', default: '#c3ccd8', strong: '#6f7b8f', focus: '#b45309' },
    accent: {
      base: '#f5a623',
      hover: '#e8981a',
      active: '#d4870f',
      foreground: '#1b1300',
      subtle: '#fff4dd',
      text: '#8a4b00',
    },
    neutral: { base: '#556072', foreground: '#ffffff', subtle: '#eceff3', text: '#3e4756' },
  },
  dark: {
    background: {
      body: '#0e1420',
      surface: '#162032',
      surfaceRaised: '#1d2a40',
      surfaceSunken: '#111a29',
      chrome: '#0a101a',
      chromeRaised: '#17243a',
      backdrop: 'rgba(0, 0, 0, 0.7)',
      hover: '#1f2c42',
      selected: '#26385a',
    },
    foreground: {
      primary: '#e8edf5',
      secondary: '#a9b4c6',
      disabled: '#66728a',
      onChrome: '#ffffff',
      onChromeMuted: '#b6c2d4',
      link: '#7ab5ff',
    },
    border: { subtle: '#243247', default: '#34465f', strong: '#7d8ca3', focus: '#ffb84d' },
    accent: {
      base: '#f5a623',
      hover: '#ffb84d',
      active: '#e0951a',
      foreground: '#1b1300',
      subtle: '#3a2a0d',
      text: '#ffc56b',
    },
    neutral: { base: '#5b6678', foreground: '#ffffff', subtle: '#222e40', text: '#c2cad6' },
  },
};
