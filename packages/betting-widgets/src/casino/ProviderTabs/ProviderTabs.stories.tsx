import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from '@exchange/design-system';
import { casinoProviderName } from '@exchange/domain';
import { useState, type CSSProperties } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { providerGames } from '../../fixtures/casino.ts';
import { CasinoTile } from '../CasinoTile/CasinoTile.tsx';
import { ProviderTabs, type CasinoProvider, type ProviderTabsProps } from './ProviderTabs.tsx';

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
};

/** What the international lobby puts in a provider's panel: its games, or a word that it has none. */
function providerPanel(provider: CasinoProvider) {
  const games = providerGames.filter((game) => game.provider === provider.key);
  if (games.length === 0) {
    return <EmptyState title={`No ${provider.name} games right now`} titleAs="p" size="small" />;
  }
  return (
    <ul style={grid} aria-label={`${provider.name} games`}>
      {games.map((game) => (
        <li key={game.gameCode} style={{ display: 'grid' }}>
          <CasinoTile name={game.gameName} image={game.image} provider={casinoProviderName(game.provider)} />
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Widgets/Casino/ProviderTabs',
  component: ProviderTabs,
  args: { onValueChange: fn(), children: providerPanel },
} satisfies Meta<typeof ProviderTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('tablist', { name: 'Casino providers' });
    await expect(within(list).getAllByRole('tab')).toHaveLength(31);
    await expect(canvas.getByRole('tab', { name: 'Ezugi' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('list', { name: 'Ezugi games' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Evolution' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('evo');
    const panel = canvas.getByRole('tabpanel', { name: 'Evolution' });
    await expect(within(panel).getAllByRole('button')).toHaveLength(3);
  },
};

export const Playground: Story = { args: { defaultValue: 'qt', label: 'Providers' } };

export const FewProviders: Story = {
  args: {
    providers: [
      { key: 'ezugi', name: 'Ezugi' },
      { key: 'evo', name: 'Evolution' },
      { key: 'pg', name: 'PG Soft' },
    ],
    defaultValue: 'pg',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Fortune Tiger PG Soft' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { defaultValue: 'ludo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Ludo' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('No Ludo games right now')).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Ezugi' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Super Spade' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Amigo' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('amigo');
  },
};

function ControlledTabs(args: ProviderTabsProps) {
  const [provider, setProvider] = useState('evo');
  return (
    <>
      <p>Showing {casinoProviderName(provider)}</p>
      <ProviderTabs {...args} value={provider} onValueChange={setProvider} />
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Evolution' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'QTech' }));
    await expect(canvas.getByText('Showing QTech')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Book of Sun QTech' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ProviderTabs {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Casino providers' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(canvas.getAllByRole('tab')[0]?.getBoundingClientRect().top).toBe(
      canvas.getAllByRole('tab')[30]?.getBoundingClientRect().top,
    );
  },
};
