import type { ComponentProps } from 'react';
import { CasinoGameFrame } from '../casino/CasinoGameFrame/index.ts';
import { CasinoLobby } from '../casino/CasinoLobby/index.ts';
import { CasinoTile } from '../casino/CasinoTile/index.ts';
import { ProviderTabs } from '../casino/ProviderTabs/index.ts';
import { BalanceBar } from '../widgets/BalanceBar/index.ts';
import { MarketBook } from '../widgets/MarketBook/index.ts';
import { OpenBets } from '../widgets/OpenBets/index.ts';
import { PositionBook } from '../widgets/PositionBook/index.ts';
import { EmbedBetSlip } from './EmbedBetSlip.tsx';

/**
 * The widgets a page without React can mount by name (`mountWidget(element, 'MarketBook', props)`): every
 * standalone widget, with the props its React component takes. Compound widgets get a whole-widget form.
 */
export const embeddableWidgets = {
  MarketBook,
  BetSlip: EmbedBetSlip,
  OpenBets,
  PositionBook,
  BalanceBar,
  CasinoLobby,
  CasinoTile,
  ProviderTabs,
  CasinoGameFrame,
} as const;

export type WidgetName = keyof typeof embeddableWidgets;
export type WidgetProps<Name extends WidgetName> = ComponentProps<(typeof embeddableWidgets)[Name]>;
export const widgetNames = Object.keys(embeddableWidgets) as readonly WidgetName[];
