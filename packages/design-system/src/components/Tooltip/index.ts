export { Tooltip, TooltipProvider, type TooltipProps, type TooltipProviderProps } from './Tooltip.tsx';
export { tooltipAligns, tooltipSides } from './Tooltip.css.ts';
