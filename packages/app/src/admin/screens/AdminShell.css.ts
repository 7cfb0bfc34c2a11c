import { style } from '@vanilla-extract/css';

/** The role beside the username: left out on phones, where the header holds the balance and Logout. */
export const roleLabel = style({
  '@media': { 'screen and (max-width: 599px)': { display: 'none' } },
});

/** A menu entry's count of waiting requests, at the entry's far end. */
export const menuCount = style({ marginInlineStart: 'auto' });
