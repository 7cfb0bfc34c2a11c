import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** The category pills under the provider tabs, with the tiles below them. */
export const categories = style({ paddingTop: vars.space.medium });
