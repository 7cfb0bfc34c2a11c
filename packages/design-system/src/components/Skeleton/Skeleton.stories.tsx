import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Design System/Skeleton',
  component: Skeleton.Group,
  args: { label: 'Loading' },
} satisfies Meta<typeof Skeleton.Group>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Skeleton.Group {...args} style={{ maxWidth: 360 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton.Circle size={40} />
        <Skeleton.Text lines={2} />
      </div>
      <Skeleton.Rect height={120} />
    </Skeleton.Group>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Playground: Story = {
  args: { label: 'Loading statement' },
  render: (args) => (
    <Skeleton.Group {...args} style={{ maxWidth: 480 }}>
      <Skeleton.Text lines={4} />
    </Skeleton.Group>
  ),
};

export const TextLines: Story = {
  render: (args) => (
    <Skeleton.Group {...args} style={{ maxWidth: 360 }}>
      <Skeleton.Text />
      <Skeleton.Text lines={3} />
      <Skeleton.Text lines={2} width="50%" />
    </Skeleton.Group>
  ),
};

export const TableRows: Story = {
  render: (args) => (
    <Skeleton.Group {...args} label="Loading report" style={{ gap: 4, maxWidth: 600 }}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton.Rect key={row} height={32} />
      ))}
    </Skeleton.Group>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading report');
  },
};

export const Shapes: Story = {
  render: (args) => (
    <Skeleton.Group {...args}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <Skeleton.Circle size={24} />
        <Skeleton.Circle size={48} />
        <Skeleton.Rect width={120} height={44} />
        <Skeleton.Rect width={64} height={64} />
      </div>
    </Skeleton.Group>
  ),
};
