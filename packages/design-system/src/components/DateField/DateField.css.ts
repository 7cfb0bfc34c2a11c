import { style } from '@vanilla-extract/css';

/** The native picker's icon and popup follow the theme's mode, not the operating system's. */
export const dateInput = style({
  colorScheme: 'light',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-mode="dark"] &': { colorScheme: 'dark' },
    '&::-webkit-calendar-picker-indicator': { cursor: 'pointer' },
    '&:disabled::-webkit-calendar-picker-indicator': { cursor: 'not-allowed' },
  },
});
