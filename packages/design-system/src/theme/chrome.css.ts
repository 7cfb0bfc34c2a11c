import { createVar, fallbackVar } from '@vanilla-extract/css';

/** The AppShell header's height, set on the shell (AppShell.css.ts). */
export const appShellHeaderVar = createVar();

/**
 * Where content a page pins to the top of the window goes: under the shell's header, which stays there;
 * at the very top on a page shown without the shell (a story, a partner's page).
 */
export const appShellHeaderHeight = fallbackVar(appShellHeaderVar, '0px');

/** The height of the AppShell's header, which stays at the top of the window (toasts start under it). */
export const appShellHeaderSize = '56px';

/** The height of the AppShell's bottom tab bar on a phone, above the safe area (toasts sit over it). */
export const appShellTabBarSize = '56px';
