import { Columns, createIcon } from '@exchange/design-system';
import { Link } from 'react-router';
import * as styles from './PlayerTabBar.css.ts';

const HomeIcon = createIcon('M3 11 12 4l9 7M5.5 9.5V20H10v-6h4v6h4.5V9.5');
const InPlayIcon = createIcon('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM10 8.5v7l6-3.5z');
const CasinoIcon = createIcon('M6 3h12v18H6zM12 8l3 4-3 4-3-4z');
const BetsIcon = createIcon('M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6');
const AccountIcon = createIcon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0');

/**
 * The places a phone's tab bar goes to, and the pages that belong to each (the place is marked on them):
 * the sports' listings and odds pages, in-play, the casino's lobbies and tables, the player's bets.
 */
export const playerTabs = [
  {
    to: '/',
    label: 'Home',
    Icon: HomeIcon,
    pages: /^\/($|dashbaord$|match\/\d+$|odds\/)/,
  },
  {
    // Where spec 2 sends a phone after signing in.
    to: '/match/in-play/4',
    label: 'In-Play',
    Icon: InPlayIcon,
    pages: /^\/match\/(in-play\/\d+|\d+\/in-play)$/,
  },
  {
    to: '/casino-in/live-dmd',
    label: 'Casino',
    Icon: CasinoIcon,
    pages: /^\/(casino|casino-in|casino-int|casino-games|casino-list|casinol|lottery)(\/|$)/,
  },
  {
    to: '/unsettledbet',
    label: 'My Bets',
    Icon: BetsIcon,
    pages: /^\/(unsettledbet|bethistory|casino-bets)$/,
  },
] as const;

/**
 * How a tab marks its place: `page` on the page it links to, `true` on another page of its place, as
 * WAI-ARIA asks of a link to the current page and of the current item in a set.
 */
function currentOf(pathname: string, to: string, pages: RegExp): 'page' | 'true' | undefined {
  if (pathname === to) return 'page';
  return pages.test(pathname) ? 'true' : undefined;
}

export interface PlayerTabBarProps {
  /** The page being shown, to mark its place. */
  pathname: string;
  /** Whether the menu (the account, cashier, reports and help) is open. */
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/**
 * A phone's bottom tab bar: Home, In-Play, Casino and My Bets, each a link, and Account, which opens the
 * menu with the account's pages (the rest of the menu: cashier, reports, settings, help, logout). The
 * current place is marked (aria-current); Account is marked on a page none of the others hold.
 */
export function PlayerTabBar({ pathname, menuOpen, onOpenMenu }: PlayerTabBarProps) {
  const marks = playerTabs.map((tab) => currentOf(pathname, tab.to, tab.pages));
  const accountCurrent = marks.every((mark) => mark === undefined);
  return (
    <nav aria-label="Main places" className={styles.bar}>
      <Columns as="ul" columns={5} className={styles.tabs}>
        {playerTabs.map(({ to, label, Icon }, index) => (
          <li key={to}>
            <Link to={to} className={styles.tab} aria-current={marks[index]}>
              <Icon size={22} />
              <span className={styles.label}>{label}</span>
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.tab}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-current={accountCurrent ? 'true' : undefined}
            onClick={onOpenMenu}
          >
            <AccountIcon size={22} />
            <span className={styles.label}>Account</span>
          </button>
        </li>
      </Columns>
    </nav>
  );
}
