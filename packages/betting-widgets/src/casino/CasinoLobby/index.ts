export { CasinoLobby, type CasinoLobbyCategory, type CasinoLobbyProps } from './CasinoLobby.tsx';
