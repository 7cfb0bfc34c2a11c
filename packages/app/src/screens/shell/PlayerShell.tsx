import { BalanceBar, type HiddenAmounts } from '@exchange/betting-widgets';
import {
  AppShell,
  Box,
  Button,
  Inline,
  useMediaQuery,
  useTheme,
  type AppShellLayout,
} from '@exchange/design-system';
import type { Balance } from '@exchange/domain';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PlayerTabBar } from './PlayerTabBar.tsx';
import * as styles from './PlayerShell.css.ts';

/** The player's pages in the menu, grouped as the menu shows them. */
export const playerMenu = [
  {
    title: 'Sports',
    links: [
      { to: '/', label: 'All Sports' },
      { to: '/match/in-play/4', label: 'In-Play Cricket' },
    ],
  },
  {
    title: 'Casino',
    links: [
      { to: '/casino-in/live-dmd', label: 'Live Casino' },
      { to: '/casino/result', label: 'Casino Results' },
      // The first provider's lobby, whichever the site has (a provider's own link says when it is closed).
      { to: '/casino-int', label: 'International Casino' },
      { to: '/lottery', label: 'Lottery' },
    ],
  },
  {
    title: 'Cashier',
    links: [
      { to: '/deposit', label: 'Deposit' },
      { to: '/withdraw', label: 'Withdraw' },
    ],
  },
  {
    title: 'Reports',
    links: [
      { to: '/accountstatement', label: 'Account Statement' },
      { to: '/depositstatement', label: 'Deposit Statement' },
      { to: '/withdrawstatement', label: 'Withdraw Statement' },
      { to: '/bethistory', label: 'Bet History' },
      { to: '/unsettledbet', label: 'Unsettled Bets' },
      { to: '/profitloss', label: 'Profit Loss' },
      { to: '/activity-log', label: 'Activity Logs' },
      { to: '/casino-bets', label: 'Live Casino Bets' },
      { to: '/casinoreport', label: 'Casino Report' },
    ],
  },
  {
    title: 'Account',
    links: [
      { to: '/changepassword', label: 'Change Password' },
      { to: '/settings/security-auth', label: 'Security Auth' },
      // Issue 21: deposit limits, self-exclusion and the reality-check reminders.
      { to: '/account/responsible-gaming', label: 'Responsible Gaming Tools' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/rules', label: 'Rules' },
      { to: '/terms-and-conditions', label: 'Terms and Conditions' },
      { to: '/responsible-gaming', label: 'Responsible Gaming' },
    ],
  },
] as const;

export interface PlayerShellProps {
  username: string;
  /** The page being shown, to mark its menu entry. */
  pathname: string;
  /** The player's balance and exposure, kept current by the users socket. */
  balance: Balance;
  /** Which amounts the player has hidden (spec 3: a hide flag each). */
  hiddenAmounts: HiddenAmounts;
  onHiddenAmountsChange: (hidden: HiddenAmounts) => void;
  /** 'auto' follows the window; stories force the phone layout. */
  layout?: AppShellLayout;
  onLogout: () => void;
  children?: ReactNode;
}

/** Phones: the AppShell puts the menu in a drawer below this width, and the header has room for less. */
const narrowQuery = '(max-width: 767px)';

/**
 * The frame of every signed-in player page: brand, balance, the account menu and the page; on a phone, a
 * tab bar at the bottom for the main places.
 */
export function PlayerShell({
  username,
  pathname,
  balance,
  hiddenAmounts,
  onHiddenAmountsChange,
  layout = 'auto',
  onLogout,
  children,
}: PlayerShellProps) {
  const { meta } = useTheme();
  const narrowWindow = useMediaQuery(narrowQuery);
  const phone = layout === 'mobile' || (layout === 'auto' && narrowWindow);
  const [menuOpen, setMenuOpen] = useState(false);
  const account = (
    <Inline alignY="center" space="small" wrap={false} className={styles.account}>
      <span className={styles.username}>{username}</span>
      <Button size="small" variant="soft" tone="neutral" onClick={onLogout}>
        Logout
      </Button>
    </Inline>
  );
  const balanceBar = (
    <BalanceBar
      className={phone ? undefined : styles.balance}
      balance={balance}
      hiddenAmounts={hiddenAmounts}
      onHiddenAmountsChange={onHiddenAmountsChange}
      // Phones show each amount in full in a column of its own: abbreviated (10.0k), a small win went unseen.
      layout={phone ? 'columns' : 'bar'}
    />
  );
  return (
    <AppShell
      className={styles.shell}
      layout={layout}
      navLabel="Account"
      navOpen={menuOpen}
      onNavOpenChange={setMenuOpen}
      logo={
        <Box asChild display="inline-flex" className={styles.logoLink}>
          <Link to="/">
            <meta.Logo height={phone ? 22 : 26} title={`${meta.displayName} home`} />
          </Link>
        </Box>
      }
      headerActions={
        phone ? undefined : (
          <>
            {balanceBar}
            {account}
          </>
        )
      }
      tabBar={
        phone ? (
          <PlayerTabBar pathname={pathname} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
        ) : undefined
      }
      nav={
        <>
          {/* A phone's header has room for the brand only: the account moves into the menu. */}
          {phone && (
            <Box display="flex" className={styles.menuAccount}>
              {account}
            </Box>
          )}
          {navSections(pathname)}
        </>
      }
    >
      {/* ... and the money figures into a strip at the top of the page, in one row. */}
      {phone && <div className={styles.balanceStrip}>{balanceBar}</div>}
      {children}
    </AppShell>
  );
}

/** The menu's sections, the page shown marked. */
function navSections(pathname: string) {
  return playerMenu.map((section) => (
    <div key={section.title}>
      <h2 className={styles.navSection}>{section.title}</h2>
      <AppShell.NavList>
        {section.links.map((link) => (
          <li key={link.to}>
            {/* A lobby's own pages too: /casino-int opens a provider's, /casino-int/slot. */}
            <AppShell.NavLink asChild active={pathname === link.to || pathname.startsWith(`${link.to}/`)}>
              <Link to={link.to}>{link.label}</Link>
            </AppShell.NavLink>
          </li>
        ))}
      </AppShell.NavList>
    </div>
  ));
}
