import { useMemo, type ReactNode, type RefObject } from 'react';
import { Drawer } from '../Drawer/Drawer.tsx';
import { NavigationContext } from './AppShellNav.tsx';

export interface AppShellDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  className: string;
  navLabel: string;
  nav: ReactNode;
  /** A navigation link followed in the drawer closes it. */
  onNavigate: () => void;
  /** What opened the drawer: the focus goes back to it on closing. */
  openerRef: RefObject<HTMLElement | null>;
}

/**
 * The phone's navigation drawer of `AppShell`, a module of its own: its dialog stack (focus trap, scroll
 * lock, dismissable layer) loads when a phone first asks for the menu, not with every page.
 */
export function AppShellDrawer({
  open,
  onOpenChange,
  title,
  closeLabel,
  className,
  navLabel,
  nav,
  onNavigate,
  openerRef,
}: AppShellDrawerProps) {
  // One value while `onNavigate` stays: the drawer's links do not re-render with every shell render.
  const navigation = useMemo(() => ({ onNavigate }), [onNavigate]);
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Content
        title={title}
        closeLabel={closeLabel}
        className={className}
        // Focus still on the openerRef as the drawer opens; the dialog would return it to its trigger only.
        onOpenAutoFocus={() => {
          openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!openerRef.current?.isConnected || openerRef.current === document.body) return;
          event.preventDefault();
          openerRef.current.focus();
        }}
      >
        <NavigationContext.Provider value={navigation}>
          <nav aria-label={navLabel}>{nav}</nav>
        </NavigationContext.Provider>
      </Drawer.Content>
    </Drawer.Root>
  );
}
