import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Tooltip, TooltipProvider } from './Tooltip.tsx';
import { tooltipAligns, tooltipSides } from './Tooltip.css.ts';

const meta = {
  title: 'Design System/Tooltip',
  component: Tooltip,
  parameters: { overlay: true },
  args: {
    content: 'Settle your bet now at the current price',
    children: <Button variant="outline">Cash out</Button>,
  },
  argTypes: {
    side: { control: 'inline-radio', options: tooltipSides },
    align: { control: 'inline-radio', options: tooltipAligns },
  },
  // Room above the trigger for the tooltip.
  render: (args) => (
    <div style={{ paddingBlockStart: 48 }}>
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Cash out' });
    await userEvent.hover(trigger);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Settle your bet now at the current price',
    );
    await expect(trigger).toHaveAccessibleDescription('Settle your bet now at the current price');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Playground: Story = { args: { side: 'bottom', align: 'start' } };

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Settle your bet now at the current price',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Cash out' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Settle your bet now at the current price',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Sides: Story = {
  render: (args) => (
    <TooltipProvider>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, max-content)',
          gap: '96px 240px',
          padding: 64,
        }}
      >
        {tooltipSides.map((side) => (
          <Tooltip key={side} {...args} side={side} content={`Shown on the ${side}`} defaultOpen>
            <Button variant="outline">{side}</Button>
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('tooltip')).toHaveLength(tooltipSides.length));
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    content: 'Exposure is the most you can lose on this market if every open bet goes against you.',
    children: <Button variant="ghost">What is exposure?</Button>,
  },
  play: async () => {
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(/most you can lose/);
  },
};
