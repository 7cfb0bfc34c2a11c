import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tabs, type TabsRootProps } from './Tabs.tsx';
import { tabsVariants } from './Tabs.css.ts';

const sections = [
  { value: 'open', label: 'Open bets', body: 'Bets waiting to be matched or settled.' },
  { value: 'settled', label: 'Settled', body: 'Bets whose markets have been settled.' },
  { value: 'statement', label: 'Account statement', body: 'Every deposit, withdrawal and settlement.' },
];

// The casino lobby's 18 categories: far more than a phone's width.
const lobby = [
  'All games',
  'Popular',
  'New',
  'Live casino',
  'Roulette',
  'Blackjack',
  'Baccarat',
  'Teen Patti',
  'Andar Bahar',
  'Dragon Tiger',
  'Poker',
  'Slots',
  'Jackpots',
  'Crash games',
  'Lottery',
  'Virtual sports',
  'Card games',
  'Table games',
];

// Values become part of element ids (aria-controls), so they carry no spaces.
const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

function renderLobby(args: TabsRootProps) {
  return (
    <div style={{ maxWidth: 320 }}>
      <Tabs.Root {...args}>
        <Tabs.List aria-label="Game categories">
          {lobby.map((name) => (
            <Tabs.Trigger key={name} value={slug(name)}>
              {name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {lobby.map((name) => (
          <Tabs.Content key={name} value={slug(name)}>
            {`${name}: games appear here.`}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

const meta = {
  title: 'Design System/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'open', variant: 'underline', onValueChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="My bets">
        {sections.map((section) => (
          <Tabs.Trigger key={section.value} value={section.value}>
            {section.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Content key={section.value} value={section.value}>
          {section.body}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tabpanel', { name: 'Open bets' })).toHaveTextContent(
      'waiting to be matched',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Settled' }));
    await expect(canvas.getByRole('tab', { name: 'Settled' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Settled' })).toHaveTextContent('have been settled');
    await expect(args.onValueChange).toHaveBeenCalledWith('settled');
  },
};

export const Playground: Story = { args: { variant: 'pill' } };

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Open bets' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Settled' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Settled' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Account statement' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Open bets' })).toHaveFocus();
    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Open bets' })).toHaveFocus();
  },
};

export const Pill: Story = {
  args: { variant: 'pill' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Account statement' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Account statement' })).toBeVisible();
  },
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="My bets">
        <Tabs.Trigger value="open">Open bets</Tabs.Trigger>
        <Tabs.Trigger value="settled" disabled>
          Settled
        </Tabs.Trigger>
        <Tabs.Trigger value="statement">Account statement</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="open">Bets waiting to be matched or settled.</Tabs.Content>
      <Tabs.Content value="settled">Bets whose markets have been settled.</Tabs.Content>
      <Tabs.Content value="statement">Every deposit, withdrawal and settlement.</Tabs.Content>
    </Tabs.Root>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Settled' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Open bets' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Account statement' })).toHaveFocus();
  },
};

export const ScrollingLobby: Story = {
  args: { defaultValue: 'popular', variant: 'pill' },
  render: renderLobby,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Game categories' });
    await expect(canvas.getAllByRole('tab')).toHaveLength(18);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.click(canvas.getByRole('tab', { name: 'Popular' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Table games' });
    await expect(last).toHaveFocus();
    // The focused tab is scrolled into the visible part of the list.
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1),
    );
  },
};

export const LobbyStartingFarRight: Story = {
  args: { defaultValue: 'virtual-sports' },
  render: renderLobby,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Game categories' });
    await expect(list.scrollLeft).toBeGreaterThan(0);
    const active = canvas.getByRole('tab', { name: 'Virtual sports' });
    await expect(active.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      list.getBoundingClientRect().left,
    );
    await expect(active.getBoundingClientRect().right).toBeLessThanOrEqual(
      list.getBoundingClientRect().right,
    );
  },
};
