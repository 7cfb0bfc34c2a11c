import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MenuIcon } from '../../icons/icons.tsx';
import { vars } from '../../theme/contract.css.ts';
import { useTheme } from '../../theme/ThemeProvider.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Drawer, type DrawerContentProps } from './Drawer.tsx';
import { drawerSides } from './Drawer.css.ts';

const links = ['Sports', 'In-Play', 'My bets', 'Account statement', 'Settings'];

const list: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxsmall,
};
const link: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.medium,
  textDecoration: 'none',
};

/** A mobile navigation menu: choosing a link closes the drawer, as navigating would. */
function MobileNav({ defaultOpen = false, ...content }: DrawerContentProps & { defaultOpen?: boolean }) {
  return (
    <Drawer.Root defaultOpen={defaultOpen}>
      <Drawer.Trigger asChild>
        <IconButton label="Open menu" icon={<MenuIcon />} size="large" variant="outline" />
      </Drawer.Trigger>
      <Drawer.Content {...content}>
        <nav aria-label="Main">
          <ul style={list}>
            {links.map((label) => (
              <li key={label}>
                <Drawer.Close asChild>
                  <a href={`#${label.toLowerCase().replace(/\W+/g, '-')}`} style={link}>
                    {label}
                  </a>
                </Drawer.Close>
              </li>
            ))}
          </ul>
        </nav>
      </Drawer.Content>
    </Drawer.Root>
  );
}

function BrandLogo() {
  const { meta } = useTheme();
  return <meta.Logo height={24} />;
}

const meta = {
  title: 'Design System/Drawer',
  component: Drawer.Content,
  parameters: { overlay: true },
  args: { title: 'Menu' },
  argTypes: { side: { control: 'inline-radio', options: drawerSides } },
  render: (args) => <MobileNav {...args} />,
} satisfies Meta<typeof Drawer.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(links.length);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = { args: { side: 'left', hideTitle: false } };

export const Open: Story = {
  render: (args) => <MobileNav {...args} defaultOpen />,
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'In-Play' })).toHaveAttribute('href', '#in-play');
    // Full height, against the left edge once it has slid in.
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
    await expect(drawer.getBoundingClientRect().height).toBe(window.innerHeight);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(drawer).getByRole('link', { name: 'Sports' })).toHaveFocus();
    // Shift+Tab from the first element wraps to the last: focus never leaves the drawer.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole('link', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const RightSide: Story = {
  args: { side: 'right', title: 'Account' },
  render: (args) => <MobileNav {...args} defaultOpen />,
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Account' });
    await waitFor(() => expect(drawer.getBoundingClientRect().right).toBe(window.innerWidth));
  },
};

export const HiddenTitleWithLogo: Story = {
  args: { hideTitle: true, headerStart: <BrandLogo /> },
  render: (args) => <MobileNav {...args} defaultOpen />,
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(within(drawer).getByRole('img')).toBeVisible());
    await expect(
      within(drawer).getByRole('heading', { name: 'Menu' }).getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  },
};
