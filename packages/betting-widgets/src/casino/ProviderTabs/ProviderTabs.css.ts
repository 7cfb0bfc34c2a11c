import { style } from '@vanilla-extract/css';
import { vars } from '@exchange/design-system/tokens';

export const root = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });
