export { Switch, type SwitchProps } from './Switch.tsx';
export { switchLabelPositions } from './Switch.css.ts';
