import { toMinor } from '@exchange/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { atWidth, phoneWidth } from '../../fixtures/layout.tsx';
import { BalanceBar, balanceBarLayouts, balanceBarStatuses, type HiddenAmounts } from './BalanceBar.tsx';

const meta = {
  title: 'Widgets/BalanceBar',
  component: BalanceBar,
  args: {
    balance: { balance: toMinor(125430.5), exposure: toMinor(2340) },
    onHiddenAmountsChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: balanceBarLayouts },
    status: { control: 'inline-radio', options: balanceBarStatuses },
  },
} satisfies Meta<typeof BalanceBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,25,430.50')).toBeInTheDocument();
    await expect(canvas.getByText('2,340.00')).toBeInTheDocument();
    await expect(canvas.getByText('1,23,090.50')).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { layout: 'bar' } };

export const HideBalance: Story = {
  play: async ({ canvas, args }) => {
    const hide = canvas.getByRole('button', { name: 'Hide balance' });
    await userEvent.click(hide);
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onHiddenAmountsChange).toHaveBeenCalledWith({ balance: true, exposure: false });
    await expect(canvas.queryByText('1,25,430.50')).not.toBeInTheDocument();
    // The available balance would give the balance away.
    await expect(canvas.queryByText('1,23,090.50')).not.toBeInTheDocument();
    await expect(canvas.getByText('2,340.00')).toBeInTheDocument();
  },
};

export const BothHidden: Story = {
  args: { defaultHiddenAmounts: { balance: true, exposure: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Hidden')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide exposure' }));
    await expect(canvas.getByText('2,340.00')).toBeInTheDocument();
  },
};

/** The host keeps the hide flags (spec 3) and saves them. */
export const Controlled: Story = {
  render: function Render(args) {
    const [hidden, setHidden] = useState<HiddenAmounts>({ balance: false, exposure: true });
    return <BalanceBar {...args} hiddenAmounts={hidden} onHiddenAmountsChange={setHidden} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hide exposure' }));
    await expect(canvas.getByRole('button', { name: 'Hide exposure' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Empty: Story = {
  name: 'Empty (new account)',
  args: { balance: { balance: toMinor(0), exposure: toMinor(0) } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('0.00')).toHaveLength(3);
  },
};

export const OverExposed: Story = {
  args: { balance: { balance: toMinor(1000), exposure: toMinor(1500) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-500.00')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait');
    await expect(canvas.getByRole('button', { name: 'Hide balance' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { status: 'error', errorMessage: 'Balance unavailable' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Balance unavailable');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { layout: 'compact' },
  decorators: [atWidth(phoneWidth, { fixed: true })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.25L')).toHaveAttribute('title', '1,25,430.50');
  },
};
