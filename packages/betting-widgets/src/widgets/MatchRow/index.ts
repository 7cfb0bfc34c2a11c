export {
  MatchRow,
  matchOutcomes,
  outcomeRunners,
  type MatchOutcome,
  type MatchRowProps,
} from './MatchRow.tsx';
