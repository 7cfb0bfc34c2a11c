import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Popover, type PopoverContentProps } from './Popover.tsx';
import { popoverAligns, popoverSides } from './Popover.css.ts';

const stakes = ['100', '500', '1,000', '5,000'];

/** A quick-stake picker: choosing a stake closes the popover. */
function QuickStakes({
  defaultOpen = false,
  ...content
}: Partial<PopoverContentProps> & { defaultOpen?: boolean }) {
  const [stake, setStake] = useState('500');
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger asChild>
        <Button variant="outline">{`Stake: ${stake}`}</Button>
      </Popover.Trigger>
      <Popover.Content {...content}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8 }}>
          {stakes.map((value) => (
            <Popover.Close key={value} asChild>
              <Button size="small" tone="neutral" variant="soft" onClick={() => setStake(value)}>
                {value}
              </Button>
            </Popover.Close>
          ))}
        </div>
      </Popover.Content>
    </Popover.Root>
  );
}

const meta = {
  title: 'Design System/Popover',
  component: Popover.Content,
  parameters: { overlay: true },
  args: { title: 'Quick stakes' },
  argTypes: {
    side: { control: 'inline-radio', options: popoverSides },
    align: { control: 'inline-radio', options: popoverAligns },
  },
  render: (args) => <QuickStakes {...args} />,
} satisfies Meta<typeof Popover.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stake: 500' }));
    const popover = await screen.findByRole('dialog', { name: 'Quick stakes' });
    // Focus moves into the popover, onto its first control.
    await waitFor(() => expect(within(popover).getByRole('button', { name: '100' })).toHaveFocus());
    await userEvent.click(within(popover).getByRole('button', { name: '1,000' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Stake: 1,000' })).toHaveFocus();
  },
};

export const Playground: Story = { args: { side: 'bottom', align: 'start', showClose: true } };

export const Open: Story = {
  render: (args) => <QuickStakes {...args} defaultOpen />,
  play: async () => {
    const popover = await screen.findByRole('dialog', { name: 'Quick stakes' });
    await expect(within(popover).getAllByRole('button')).toHaveLength(stakes.length);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Stake: 500' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Quick stakes' });
    await waitFor(() => expect(within(popover).getByRole('button', { name: '100' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(popover).getByRole('button', { name: '500' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // Space opens it again and a stake is chosen with Enter.
    await userEvent.keyboard(' ');
    await screen.findByRole('dialog', { name: 'Quick stakes' });
    await waitFor(() => expect(screen.getByRole('button', { name: '100' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Stake: 100' })).toHaveFocus());
  },
};

export const WithCloseButton: Story = {
  args: { showClose: true },
  render: (args) => <QuickStakes {...args} defaultOpen />,
  play: async ({ canvas }) => {
    const popover = await screen.findByRole('dialog', { name: 'Quick stakes' });
    await userEvent.click(within(popover).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Stake: 500' })).toHaveFocus();
  },
};
