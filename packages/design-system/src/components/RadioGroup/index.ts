export { RadioGroup, type RadioGroupOption, type RadioGroupProps } from './RadioGroup.tsx';
export { radioGroupOrientations } from './RadioGroup.css.ts';
