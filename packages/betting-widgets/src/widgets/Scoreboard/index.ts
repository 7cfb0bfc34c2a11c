export {
  Scoreboard,
  scoreboardLayouts,
  scoreboardStatuses,
  type ScoreboardLayout,
  type ScoreboardProps,
  type ScoreboardStatus,
} from './Scoreboard.tsx';
