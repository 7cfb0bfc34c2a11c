import type { ComponentProps } from 'react';
import { CardHand } from '../casino/CardHand/index.ts';
import { CasinoGameFrame } from '../casino/CasinoGameFrame/index.ts';
import { CasinoLobby } from '../casino/CasinoLobby/index.ts';
import { CasinoMarket } from '../casino/CasinoMarket/index.ts';
import { CasinoTile } from '../casino/CasinoTile/index.ts';
import { FairnessPanel } from '../casino/FairnessPanel/index.ts';
import { ProviderTabs } from '../casino/ProviderTabs/index.ts';
import { ResultStrip } from '../casino/ResultStrip/index.ts';
import { RoundTable } from '../casino/RoundTable/index.ts';
import { BalanceBar } from '../widgets/BalanceBar/index.ts';
import { MarketBook } from '../widgets/MarketBook/index.ts';
import { MatchList } from '../widgets/MatchList/index.ts';
import { OpenBets } from '../widgets/OpenBets/index.ts';
import { PositionBook } from '../widgets/PositionBook/index.ts';
import { Scoreboard } from '../widgets/Scoreboard/index.ts';
import { StakeSettings } from '../widgets/StakeSettings/index.ts';
import { EmbedBetSlip } from './EmbedBetSlip.tsx';

/**
 * The widgets a page without React can mount by name (`mountWidget(element, 'MarketBook', props)`): every
 * standalone widget, with the props its React component takes. Compound widgets get a whole-widget form;
 * parts of other widgets (a match row, a playing card) are left to their widget.
 */
export const embeddableWidgets = {
  MatchList,
  MarketBook,
  BetSlip: EmbedBetSlip,
  OpenBets,
  PositionBook,
  Scoreboard,
  StakeSettings,
  BalanceBar,
  CasinoLobby,
  CasinoTile,
  ProviderTabs,
  CasinoGameFrame,
  CasinoMarket,
  CardHand,
  RoundTable,
  FairnessPanel,
  ResultStrip,
} as const;

export type WidgetName = keyof typeof embeddableWidgets;
export type WidgetProps<Name extends WidgetName> = ComponentProps<(typeof embeddableWidgets)[Name]>;
export const widgetNames = Object.keys(embeddableWidgets) as readonly WidgetName[];
