export { CasinoGameFrame, type CasinoGameFrameProps } from './CasinoGameFrame.tsx';
