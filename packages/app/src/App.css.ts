import { globalStyle, style } from '@vanilla-extract/css';

export const app = style({ minHeight: '100dvh' });

// The page itself: the themed wrapper fills it, so no browser margin shows around the brand's colours.
globalStyle('body', { margin: 0 });
