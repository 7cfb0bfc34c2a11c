// @exchange/betting-widgets: the exchange and casino widgets partners embed. Widgets take data and callbacks
// as props and never fetch (STYLE.md, "Boundaries"). Each widget's public names are listed here explicitly.
export {
  OpenBets,
  openBetsStatuses,
  type OpenBetsProps,
  type OpenBetsStatus,
} from './widgets/OpenBets/index.ts';
export { CasinoTile, type CasinoTileProps } from './casino/CasinoTile/index.ts';
export { CasinoLobby, type CasinoLobbyCategory, type CasinoLobbyProps } from './casino/CasinoLobby/index.ts';
