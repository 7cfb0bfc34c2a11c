export {
  BalanceBar,
  balanceBarLayouts,
  balanceBarStatuses,
  type BalanceBarLayout,
  type BalanceBarProps,
  type BalanceBarStatus,
  type HiddenAmounts,
} from './BalanceBar.tsx';
