export {
  Skeleton,
  type SkeletonCircleProps,
  type SkeletonGroupProps,
  type SkeletonRectProps,
  type SkeletonTextProps,
} from './Skeleton.tsx';
