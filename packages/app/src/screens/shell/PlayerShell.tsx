import { AppShell, Button, useTheme } from '@exchange/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
    title: 'Reports',
    links: [
      { to: '/accountstatement', label: 'Account Statement' },
      { to: '/bethistory', label: 'Bet History' },
      { to: '/unsettledbet', label: 'Unsettled Bets' },
      { to: '/profitloss', label: 'Profit Loss' },
      { to: '/activity-log', label: 'Activity Logs' },
    ],
  },
  {
    title: 'Account',
    links: [
      { to: '/changepassword', label: 'Change Password' },
      { to: '/settings/security-auth', label: 'Security Auth' },
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
  /** The header's money figures (balance and exposure). */
  balance?: ReactNode;
  onLogout: () => void;
  children?: ReactNode;
}

/** The frame of every signed-in player page: brand, balance, the account menu and the page. */
export function PlayerShell({ username, pathname, balance, onLogout, children }: PlayerShellProps) {
  const { meta } = useTheme();
  return (
    <AppShell
      className={styles.shell}
      navLabel="Account"
      logo={
        <Link to="/" className={styles.logoLink}>
          <meta.Logo height={26} title={`${meta.displayName} home`} />
        </Link>
      }
      headerActions={
        <>
          {balance}
          <div className={styles.account}>
            <span className={styles.username}>{username}</span>
            <Button size="small" variant="soft" tone="neutral" onClick={onLogout}>
              Logout
            </Button>
          </div>
        </>
      }
      nav={playerMenu.map((section) => (
        <div key={section.title}>
          <h2 className={styles.navSection}>{section.title}</h2>
          <AppShell.NavList>
            {section.links.map((link) => (
              <li key={link.to}>
                <AppShell.NavLink asChild active={pathname === link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </AppShell.NavLink>
              </li>
            ))}
          </AppShell.NavList>
        </div>
      ))}
    >
      {children}
    </AppShell>
  );
}
