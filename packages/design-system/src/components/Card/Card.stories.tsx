import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from './Card.tsx';
import { cardElevations, cardPaddings, cardTitleLevels } from './Card.css.ts';

const meta = {
  title: 'Design System/Card',
  component: Card,
  args: {
    title: 'Account statement',
    children: 'Deposits, withdrawals and settled bets for the selected dates.',
  },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    elevation: { control: 'inline-radio', options: cardElevations },
    titleAs: { control: 'inline-radio', options: cardTitleLevels },
  },
  render: (args) => <Card {...args} style={{ maxWidth: 480 }} />,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Account statement' });
    await expect(card).toHaveTextContent('Deposits, withdrawals and settled bets');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Account statement' })).toBeVisible();
  },
};

export const Playground: Story = { args: { padding: 'large', elevation: 'medium', titleAs: 'h3' } };

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button size="small" variant="ghost" tone="neutral">
          Refresh
        </Button>
        <Button size="small" variant="outline">
          Download
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download' })).toHaveFocus();
  },
};

export const WithoutHeader: Story = {
  args: { title: undefined, children: 'A plain surface for anything that needs one.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('A plain surface for anything that needs one.')).toBeVisible();
  },
};

export const Elevations: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }}>
      {cardElevations.map((elevation) => (
        <Card key={elevation} {...args} elevation={elevation} title={`Elevation ${elevation}`}>
          Balance and exposure.
        </Card>
      ))}
    </div>
  ),
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }}>
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} padding={padding} title={`Padding ${padding}`}>
          Balance and exposure.
        </Card>
      ))}
    </div>
  ),
};
