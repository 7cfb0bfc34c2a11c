import { clsx } from 'clsx';
import {
  forwardRef,
  lazy,
  Suspense,
  useCallback,
  useId,
  useRef,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { MenuIcon } from '../../icons/icons.tsx';
import { useControllableState } from '../../utils/useControllableState.ts';
import { useOnceTrue } from '../../utils/useOnceTrue.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './AppShell.css.ts';
import { AppShellNavLink, AppShellNavList } from './AppShellNav.tsx';
import { useMediaQuery } from '../../utils/useMediaQuery.ts';

export type AppShellLayout = (typeof styles.appShellLayouts)[number];

const loadDrawer = () => import('./AppShellDrawer.tsx');
const AppShellDrawer = lazy(async () => ({ default: (await loadDrawer()).AppShellDrawer }));

export interface AppShellProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The brand's wordmark, usually inside a link home. */
  logo?: ReactNode;
  /** The right-hand side of the header: balance, user menu and the like. */
  headerActions?: ReactNode;
  /** The navigation, typically an `AppShell.NavList`: beside the content on desktop, in a drawer on phones. */
  nav?: ReactNode;
  /** The navigation landmark's name. */
  navLabel?: string | undefined;
  footer?: ReactNode;
  /**
   * A phone's bottom tab bar (the app's main places, typically a `nav`): pinned to the window's bottom edge
   * while the page scrolls under it, below the page's end rather than over it, clear of the phone's home
   * indicator. Not shown beside the desktop layout's navigation.
   */
  tabBar?: ReactNode;
  /**
   * 'auto' follows the window (side navigation from 1024 px up); 'mobile' and 'desktop' force a layout,
   * for a preview or a container narrower than the window.
   */
  layout?: AppShellLayout | undefined;
  /** Whether the mobile navigation drawer is open (controlled). */
  navOpen?: boolean | undefined;
  defaultNavOpen?: boolean | undefined;
  onNavOpenChange?: ((open: boolean) => void) | undefined;
  skipLinkLabel?: string | undefined;
  openMenuLabel?: string | undefined;
  closeMenuLabel?: string | undefined;
  /** The drawer's heading. */
  menuTitle?: string | undefined;
  /** The page's content, rendered in `<main>`. */
  children?: ReactNode;
}

/**
 * The page frame: a skip link, the header, the navigation and the main content, with an optional footer.
 * On narrow screens the navigation moves into a drawer opened from the header's menu button.
 */
const AppShellRoot = forwardRef<HTMLDivElement, AppShellProps>(function AppShell(
  {
    logo,
    headerActions,
    nav,
    navLabel = 'Main',
    footer,
    tabBar,
    layout = 'auto',
    navOpen: navOpenProp,
    defaultNavOpen = false,
    onNavOpenChange,
    skipLinkLabel = 'Skip to content',
    openMenuLabel = 'Open menu',
    closeMenuLabel = 'Close menu',
    menuTitle = 'Menu',
    className,
    children,
    ...rest
  },
  ref,
) {
  const mainId = `${useId()}-main`;
  const mainRef = useRef<HTMLElement>(null);
  // What opened the drawer (the header's menu button, a tab bar's menu tab), to hand the focus back to.
  const opener = useRef<HTMLElement | null>(null);
  const [navOpen, setNavOpen] = useControllableState({
    value: navOpenProp,
    defaultValue: defaultNavOpen,
    onChange: onNavOpenChange,
  });
  const wideWindow = useMediaQuery(styles.desktopMediaQuery);
  const isDesktop = layout === 'desktop' || (layout === 'auto' && wideWindow);
  // On desktop the navigation is always on screen: a drawer left open on a phone-sized window goes away.
  const drawerOpen = navOpen && !isDesktop && nav !== undefined;
  const closeNav = useCallback(() => setNavOpen(false), [setNavOpen]);
  // The drawer's module loads when a phone first asks for it (a hover or a touch on the menu button
  // starts it), and stays: a drawer once opened animates its closing.
  const drawerWanted = useOnceTrue(drawerOpen);

  return (
    <>
      <div {...rest} ref={ref} className={clsx(styles.root, className)} data-layout={layout}>
        <a
          href={`#${mainId}`}
          className={styles.skipLink}
          onClick={(event) => {
            // Focus rather than follow the hash, which a hash-based router would read as a route.
            event.preventDefault();
            mainRef.current?.focus();
          }}
        >
          {skipLinkLabel}
        </a>
        <header className={styles.header}>
          {layout !== 'desktop' && nav !== undefined && (
            <IconButton
              label={openMenuLabel}
              icon={<MenuIcon />}
              size="large"
              className={styles.menuButton}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onPointerEnter={() => void loadDrawer()}
              onPointerDown={() => void loadDrawer()}
              onFocus={() => void loadDrawer()}
              onClick={() => setNavOpen(true)}
            />
          )}
          {logo !== undefined && <div className={styles.logo}>{logo}</div>}
          {headerActions !== undefined && <div className={styles.headerActions}>{headerActions}</div>}
        </header>
        <div className={styles.body}>
          {layout !== 'mobile' && nav !== undefined && (
            <nav aria-label={navLabel} className={styles.sideNav}>
              <div className={styles.sideNavContent}>{nav}</div>
            </nav>
          )}
          <main ref={mainRef} id={mainId} tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
        {footer !== undefined && <footer className={styles.footer}>{footer}</footer>}
        {tabBar !== undefined && <div className={styles.tabBar}>{tabBar}</div>}
      </div>
      {drawerWanted && (
        <Suspense fallback={null}>
          <AppShellDrawer
            open={drawerOpen}
            onOpenChange={setNavOpen}
            title={menuTitle}
            closeLabel={closeMenuLabel}
            className={styles.drawer}
            navLabel={navLabel}
            nav={nav}
            onNavigate={closeNav}
            openerRef={opener}
          />
        </Suspense>
      )}
    </>
  );
});
AppShellRoot.displayName = 'AppShell';

/** `AppShell` with its navigation parts: `AppShell.NavList` and `AppShell.NavLink`. */
export const AppShell = Object.assign(AppShellRoot, {
  NavList: AppShellNavList,
  NavLink: AppShellNavLink,
});
