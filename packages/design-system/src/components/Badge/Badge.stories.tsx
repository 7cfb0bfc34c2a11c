import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge.tsx';
import { badgeSizes, badgeTones, badgeVariants } from './Badge.css.ts';

const meta = {
  title: 'Design System/Badge',
  component: Badge,
  args: { children: 'Settled' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Settled')).toBeVisible();
  },
};

export const Playground: Story = { args: { tone: 'accent', variant: 'solid', size: 'medium', dot: true } };

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(2, max-content)' }}>
      {badgeTones.flatMap((tone) =>
        badgeVariants.map((variant) => (
          <Badge key={`${tone}-${variant}`} {...args} tone={tone} variant={variant}>
            {`${tone} ${variant}`}
          </Badge>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('critical solid')).toBeVisible();
    await expect(canvas.getByText('warning soft')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {badgeSizes.map((size) => (
        <Badge key={size} {...args} size={size} dot>
          {size}
        </Badge>
      ))}
    </div>
  ),
};

export const InPlay: Story = {
  args: { children: 'In-Play', tone: 'positive', pulse: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In-Play')).toBeVisible();
  },
};

export const WithDot: Story = {
  args: { children: 'Suspended', tone: 'critical', variant: 'solid', dot: true },
};
