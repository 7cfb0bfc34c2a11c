export { Amount, type AmountProps, type AmountTone } from './Amount.tsx';
export { amountTones } from './Amount.css.ts';
export { formatAmount, type FormatAmountOptions } from './formatAmount.ts';
