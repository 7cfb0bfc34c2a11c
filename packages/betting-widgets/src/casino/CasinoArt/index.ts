export { CasinoArt, type CasinoArtProps } from './CasinoArt.tsx';
