// @exchange/betting-widgets: the exchange and casino widgets partners embed. Widgets take data and callbacks
// as props and never fetch (STYLE.md, "Boundaries"). Each widget's public names are listed here explicitly.
export {
  OpenBets,
  openBetsStatuses,
  type OpenBetsProps,
  type OpenBetsStatus,
} from './widgets/OpenBets/index.ts';
export {
  PositionBook,
  positionBookStatuses,
  type PositionBookProps,
  type PositionBookStatus,
} from './widgets/PositionBook/index.ts';
export {
  BalanceBar,
  balanceBarLayouts,
  balanceBarStatuses,
  type BalanceBarLayout,
  type BalanceBarProps,
  type BalanceBarStatus,
  type HiddenAmounts,
} from './widgets/BalanceBar/index.ts';
export {
  Scoreboard,
  scoreboardLayouts,
  scoreboardStatuses,
  type ScoreboardLayout,
  type ScoreboardProps,
  type ScoreboardStatus,
} from './widgets/Scoreboard/index.ts';
export { StakeSettings, type StakeSettingsProps } from './widgets/StakeSettings/index.ts';
export { MarketBook, type MarketBookProps } from './widgets/MarketBook/index.ts';
export { PriceLadder, type PriceLadderProps } from './widgets/PriceLadder/index.ts';
export {
  createMarketFeedStore,
  type LadderPrice,
  type LevelAddress,
  type MarketFeedStore,
  type MarketFeedStoreOptions,
  type MarketShape,
  type PriceAddress,
} from './internal/marketFeedStore.ts';
export type { PriceSelection } from './internal/market.ts';
export type { StakeLimits } from './internal/MarketFrame.tsx';
export {
  BetSlip,
  betFromSelection,
  betSlipStatuses,
  defaultPresetStakes,
  OneClickBetting,
  type BetSlipRootProps,
  type BetSlipStatus,
  type OneClickBettingProps,
  type PriceMoveSettings,
} from './widgets/BetSlip/index.ts';
export {
  MatchRow,
  matchOutcomes,
  outcomeRunners,
  type MatchOutcome,
  type MatchRowProps,
} from './widgets/MatchRow/index.ts';
export { MatchList, type MatchListItem, type MatchListProps } from './widgets/MatchList/index.ts';
export { CasinoTile, type CasinoTileProps } from './casino/CasinoTile/index.ts';
export { CasinoLobby, type CasinoLobbyCategory, type CasinoLobbyProps } from './casino/CasinoLobby/index.ts';
export { ProviderTabs, type CasinoProvider, type ProviderTabsProps } from './casino/ProviderTabs/index.ts';
export { CasinoGameFrame, type CasinoGameFrameProps } from './casino/CasinoGameFrame/index.ts';
export {
  PlayingCard,
  playingCardSizes,
  type PlayingCardProps,
  type PlayingCardVariants,
} from './casino/PlayingCard/index.ts';
export { CardHand, type CardHandProps } from './casino/CardHand/index.ts';
export {
  CasinoHandsMarket,
  type CasinoHandsCell,
  type CasinoHandsMarketProps,
  type CasinoHandsRow,
} from './casino/CasinoHandsMarket/index.ts';
export {
  CasinoMarket,
  casinoMarketOddsTypes,
  systemClock,
  type CasinoMarketOddsType,
  type CasinoMarketProps,
  type CasinoMarketRunner,
  type CountdownClock,
} from './casino/CasinoMarket/index.ts';
export {
  ResultStrip,
  resultChipTones,
  type CasinoResultChip,
  type ResultChipTone,
  type ResultStripProps,
} from './casino/ResultStrip/index.ts';
export { LotteryCard, type LotteryCardProps } from './casino/LotteryCard/index.ts';
export { BookmakerMarket, type BookmakerMarketProps } from './widgets/BookmakerMarket/index.ts';
export { FancyMarket, type FancyMarketProps } from './widgets/FancyMarket/index.ts';
export {
  CasinoArt,
  CasinoArtDrawing,
  type CasinoArtDrawingProps,
  type CasinoArtProps,
} from './casino/CasinoArt/index.ts';
export { RoundTable, type RoundTableProps } from './casino/RoundTable/index.ts';
export { FairnessPanel, type FairnessPanelProps } from './casino/FairnessPanel/index.ts';
