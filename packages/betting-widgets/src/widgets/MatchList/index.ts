export { MatchList, type MatchListItem, type MatchListProps } from './MatchList.tsx';
