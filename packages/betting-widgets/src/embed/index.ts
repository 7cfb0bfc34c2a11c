// The embedding entry for pages without React (`dist/embed/exchange-widgets.js`, React bundled in).
export { mountWidget, type MountedWidget, type MountOptions } from './mountWidget.tsx';
export { widgetNames, type WidgetName, type WidgetProps } from './widgets.ts';
export type { EmbedBetSlipProps } from './EmbedBetSlip.tsx';
export type { PriceSelection } from '../internal/market.ts';
export { brandNames, colorModes, type BrandName, type ColorMode } from '@exchange/design-system';
