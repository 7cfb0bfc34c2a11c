import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

export const runner = style({ fontWeight: vars.font.weight.semibold });
