export { CasinoArt, type CasinoArtProps } from './CasinoArt.tsx';
export { CasinoArtDrawing, type CasinoArtDrawingProps } from './CasinoArtDrawing.tsx';
