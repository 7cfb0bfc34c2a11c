import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createIcon } from '../../icons/icons.tsx';
import { vars } from '../../theme/contract.css.ts';
import { useTheme } from '../../theme/ThemeProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { AppShell } from './AppShell.tsx';
import { appShellLayouts } from './AppShell.css.ts';

// Small sport glyphs for the example navigation; the design system's icon set has none of them.

const InPlayIcon = createIcon('M9 12a3 3 0 1 0 6 0 3 3 0 0 0-6 0M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14');
const CricketIcon = createIcon('M14 3l7 7-9 9-4-4zM8 15l-5 5M18 17a2 2 0 1 0 0 4 2 2 0 0 0 0-4');
const SoccerIcon = createIcon('M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5 4 3-1.5 4.5h-5L8 11z');
const TennisIcon = createIcon('M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM6 6a9 9 0 0 1 0 12M18 6a9 9 0 0 0 0 12');
const HorseRacingIcon = createIcon('M5 21V4h12l-3 4 3 4H5');
const GreyhoundIcon = createIcon('M12 8v5l3 2M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM9 2h6');
const CasinoIcon = createIcon('M6 3h12v18H6zM12 8l3 4-3 4-3-4z');

const navItems = [
  { href: '#in-play', label: 'In-Play', icon: <InPlayIcon /> },
  { href: '#cricket', label: 'Cricket', icon: <CricketIcon />, active: true },
  { href: '#soccer', label: 'Soccer', icon: <SoccerIcon /> },
  { href: '#tennis', label: 'Tennis', icon: <TennisIcon /> },
  { href: '#horse-racing', label: 'Horse Racing', icon: <HorseRacingIcon /> },
  { href: '#greyhound-racing', label: 'Greyhound Racing', icon: <GreyhoundIcon /> },
  { href: '#casino', label: 'Casino', icon: <CasinoIcon /> },
];

/** The current brand's wordmark, linking home: the shell itself never knows which brand is on. */
function BrandLogo() {
  const { meta } = useTheme();
  return (
    <a href="#home">
      <meta.Logo height={26} />
    </a>
  );
}

const balance: CSSProperties = {
  display: 'grid',
  justifyItems: 'end',
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.foreground.onChromeMuted,
};
const amount: CSSProperties = {
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.foreground.onChrome,
};

function HeaderActions() {
  return (
    <>
      <span style={balance}>
        Balance
        <span style={amount}>₹12,500.00</span>
      </span>
      <Button size="small">Deposit</Button>
    </>
  );
}

const card: CSSProperties = {
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
};

function PageContent() {
  return (
    <div style={{ display: 'grid', gap: vars.space.large }}>
      <h1 style={{ margin: 0, fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.xlarge }}>
        Cricket
      </h1>
      {['India v Australia', 'England v South Africa', 'Pakistan v New Zealand'].map((match) => (
        <section key={match} style={card} aria-label={match}>
          <h2 style={{ margin: 0, fontSize: vars.font.size.medium }}>{match}</h2>
          <p style={{ margin: `${vars.space.xsmall} 0 0`, color: vars.color.foreground.secondary }}>
            Match odds, 3rd T20I, 19:30 IST
          </p>
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Design System/AppShell',
  component: AppShell,
  args: {
    logo: <BrandLogo />,
    headerActions: <HeaderActions />,
    nav: <AppShell.NavList items={navItems} />,
    children: <PageContent />,
    style: { minHeight: 640 },
  },
  argTypes: {
    layout: { control: 'inline-radio', options: appShellLayouts },
    logo: { control: false },
    headerActions: { control: false },
    nav: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone-sized frame: media queries follow the window, so the layout is forced to mobile. */
const phone: CSSProperties = { maxWidth: 390, border: `1px solid ${vars.color.border.default}` };

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Cricket' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('link')).toHaveLength(navItems.length);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('India v Australia');
    // From 1024 px up the navigation is on screen: no menu button.
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { layout: 'auto', footer: '© 2026 Exchange. Bet responsibly. 18+' },
};

export const Desktop: Story = {
  args: { layout: 'desktop', footer: '© 2026 Exchange. Bet responsibly. 18+' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Bet responsibly');
  },
};

export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: { layout: 'mobile' },
  render: (args) => (
    <div style={phone}>
      <AppShell {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveFocus();
    // It says it opens a dialog, and whether that is open (the drawer's module loads on the first ask).
    await expect(menuButton).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeVisible());
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menuButton).toHaveFocus();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // A second opening finds the module in place and opens the drawer again.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** As an app's router does it: the link's click is handled in the page rather than loading a new one. */
function RoutedNav() {
  return (
    <AppShell.NavList>
      {navItems.map((item) => (
        <li key={item.href}>
          <AppShell.NavLink
            href={item.href}
            icon={item.icon}
            active={item.active}
            onClick={(event) => event.preventDefault()}
          >
            {item.label}
          </AppShell.NavLink>
        </li>
      ))}
    </AppShell.NavList>
  );
}

export const MobileMenuOpen: Story = {
  args: { layout: 'mobile', defaultNavOpen: true, nav: <RoutedNav /> },
  parameters: { overlay: true },
  render: (args) => (
    <div style={phone}>
      <AppShell {...args} />
    </div>
  ),
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(drawer).getAllByRole('link');
    await expect(links).toHaveLength(navItems.length);
    // Focus stays in the drawer: Tab from the last link wraps to the close button.
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus());
    for (let step = 0; step < navItems.length; step += 1) await userEvent.tab();
    await expect(within(drawer).getByRole('link', { name: 'Casino' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    // Choosing a page closes the drawer.
    await userEvent.click(within(drawer).getByRole('link', { name: 'Soccer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithFooter: Story = {
  args: { footer: '© 2026 Exchange. Bet responsibly. 18+' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};
