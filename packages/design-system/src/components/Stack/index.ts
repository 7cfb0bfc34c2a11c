export { Stack, type StackProps, type StackOwnProps } from './Stack.tsx';
