import { createVar, fallbackVar } from '@vanilla-extract/css';

/** The AppShell header's height, set on the shell (AppShell.css.ts). */
export const appShellHeaderVar = createVar();

/**
 * Where content a page pins to the top of the window goes: under the shell's header, which stays there;
 * at the very top on a page shown without the shell (a story, a partner's page).
 */
export const appShellHeaderHeight = fallbackVar(appShellHeaderVar, '0px');
