import {
  AppShell,
  Badge,
  Box,
  Button,
  Inline,
  useMediaQuery,
  useTheme,
  visuallyHidden,
  type AppShellLayout,
} from '@exchange/design-system';
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
  /** 'auto' follows the window; stories force the phone layout. */
  layout?: AppShellLayout;
  onLogout: () => void;
  children?: ReactNode;
  /** Requests waiting on the operator, by page path: a count beside the menu entry (pending deposits). */
  pendingCounts?: Readonly<Record<string, number>>;
}

/** Phones: the AppShell puts the menu in a drawer below this width, as on the player's side. */
const narrowQuery = '(max-width: 767px)';

/** The frame of every agent panel page: brand, the operator's balance and role, and its menu. */
export function AdminShell({
  username,
  operator,
  pathname,
  balance,
  layout = 'auto',
  onLogout,
  children,
  pendingCounts = {},
}: AdminShellProps) {
  const { meta } = useTheme();
  const narrowWindow = useMediaQuery(narrowQuery);
  const phone = layout === 'mobile' || (layout === 'auto' && narrowWindow);
  const account = (
    <Inline alignY="center" space="small" wrap={false} className={shellStyles.account}>
      <span className={shellStyles.username}>{username}</span>
      <span className={styles.roleLabel}>{roleLabels[operator.role]}</span>
      <Button size="small" variant="soft" tone="neutral" onClick={onLogout}>
        Logout
      </Button>
    </Inline>
  );
  return (
    <AppShell
      className={shellStyles.shell}
      layout={layout}
      navLabel="Agent panel"
      logo={
        <Box asChild display="inline-flex" className={shellStyles.logoLink}>
          <Link to={adminPath('')}>
            <meta.Logo height={phone ? 22 : 26} title={`${meta.displayName} agent panel`} />
          </Link>
        </Box>
      }
      headerActions={
        phone ? undefined : (
          <>
            {balance}
            {account}
          </>
        )
      }
      nav={
        <>
          {/* A phone's header has room for the brand only: the account moves into the menu... */}
          {phone && (
            <Box display="flex" className={shellStyles.menuAccount}>
              {account}
            </Box>
          )}
          {navSections(operator, pathname, pendingCounts)}
        </>
      }
    >
      {/* ... and the money figures into a strip at the top of the page. */}
      {phone && balance !== undefined && <div className={shellStyles.balanceStrip}>{balance}</div>}
      {children}
    </AppShell>
  );
}

/** The menu's sections the operator may open, the page shown marked. */
function navSections(operator: Operator, pathname: string, pendingCounts: Readonly<Record<string, number>>) {
  return adminMenu(operator).map((section) => (
    <div key={section.title}>
      <h2 className={shellStyles.navSection}>{section.title}</h2>
      <AppShell.NavList>
        {section.links.map((page) => {
          const to = adminPath(page.path);
          const pending = pendingCounts[page.path] ?? 0;
          return (
            <li key={page.path}>
              <AppShell.NavLink asChild active={pathname === to || pathname.startsWith(`${to}/`)}>
                <Link to={to}>
                  {page.label}
                  {pending > 0 && (
                    <Badge tone="warning" variant="solid" size="small" className={styles.menuCount}>
                      {pending}
                      <span className={visuallyHidden}> pending</span>
                    </Badge>
                  )}
                </Link>
              </AppShell.NavLink>
            </li>
          );
        })}
      </AppShell.NavList>
    </div>
  ));
}
