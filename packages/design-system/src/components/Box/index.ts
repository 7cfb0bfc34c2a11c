export {
  Box,
  type BoxOwnProps,
  type BoxProps,
  type IntrinsicElement,
  type PolymorphicComponent,
  type PolymorphicProps,
} from './Box.tsx';
