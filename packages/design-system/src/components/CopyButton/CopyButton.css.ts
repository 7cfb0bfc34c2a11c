import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const copyButtonVariants = ['outline', 'soft', 'ghost'] as const;
export const copyButtonSizes = ['small', 'medium', 'large'] as const;

export const copyButton = style({});

// The tick says "done" in the success colour; the word beside it (or the live region) says it in text.
globalStyle(`${copyButton}[data-state="copied"] svg`, { color: vars.color.positive.text });

/**
 * Both labels share one grid cell so the button keeps the width of the longer one and does not jump
 * when "Copy" becomes "Copied"; the one not showing is hidden from assistive technology too.
 */
export const labels = style({ display: 'inline-grid' });

export const label = style({
  gridArea: '1 / 1',
  selectors: { '&[data-active="false"]': { visibility: 'hidden' } },
});
