export { EmptyState, type EmptyStateProps } from './EmptyState.tsx';
export { emptyStateSizes, emptyStateTitleLevels } from './EmptyState.css.ts';
