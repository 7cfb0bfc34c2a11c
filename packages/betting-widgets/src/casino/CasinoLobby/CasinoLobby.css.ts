import { style } from '@vanilla-extract/css';

/** The lobby, its tabs over the games, shrinks with the page rather than overflow it. */
export const root = style({ minWidth: 0 });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const gridItem = style({ minWidth: 0 });
