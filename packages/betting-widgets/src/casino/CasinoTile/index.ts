export { CasinoTile, type CasinoTileProps } from './CasinoTile.tsx';
