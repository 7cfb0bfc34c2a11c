export {
  ResultStrip,
  type CasinoResultChip,
  type ResultChipTone,
  type ResultStripProps,
} from './ResultStrip.tsx';
export { resultChipTones } from './ResultStrip.css.ts';
