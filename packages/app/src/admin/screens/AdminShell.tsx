import { AppShell, Button, useTheme } from '@exchange/design-system';
import { roleLabels, type Role } from '@exchange/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as shellStyles from '../../screens/shell/PlayerShell.css.ts';
import { adminMenu, adminPath, type Operator } from '../pages.ts';
import * as styles from './AdminShell.css.ts';

export interface AdminShellProps {
  username: string;
  operator: Operator & { readonly role: Role };
  /** The page being shown, to mark its menu entry. */
  pathname: string;
  /** The header's money figures. */
  balance?: ReactNode;
  onLogout: () => void;
  children?: ReactNode;
}

/** The frame of every agent panel page: brand, the operator's balance and role, and its menu. */
export function AdminShell({ username, operator, pathname, balance, onLogout, children }: AdminShellProps) {
  const { meta } = useTheme();
  return (
    <AppShell
      className={shellStyles.shell}
      navLabel="Agent panel"
      logo={
        <Link to={adminPath('')} className={shellStyles.logoLink}>
          <meta.Logo height={26} title={`${meta.displayName} agent panel`} />
        </Link>
      }
      headerActions={
        <>
          {balance}
          <div className={shellStyles.account}>
            <span className={shellStyles.username}>{username}</span>
            <span className={styles.roleLabel}>{roleLabels[operator.role]}</span>
            <Button size="small" variant="soft" tone="neutral" onClick={onLogout}>
              Logout
            </Button>
          </div>
        </>
      }
      nav={adminMenu(operator).map((section) => (
        <div key={section.title}>
          <h2 className={shellStyles.navSection}>{section.title}</h2>
          <AppShell.NavList>
            {section.links.map((page) => {
              const to = adminPath(page.path);
              return (
                <li key={page.path}>
                  <AppShell.NavLink asChild active={pathname === to || pathname.startsWith(`${to}/`)}>
                    <Link to={to}>{page.label}</Link>
                  </AppShell.NavLink>
                </li>
              );
            })}
          </AppShell.NavList>
        </div>
      ))}
    >
      {children}
    </AppShell>
  );
}
