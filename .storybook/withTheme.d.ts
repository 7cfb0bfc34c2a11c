import type { Decorator } from '@storybook/react-vite';
import { type BrandName } from '@exchange/design-system';
export type BrandGlobal = BrandName | 'all';
/** The one decorator behind the toolbar's brand and mode switches. */
export declare const withTheme: Decorator;
