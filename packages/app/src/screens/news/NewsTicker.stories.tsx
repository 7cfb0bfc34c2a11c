import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { NewsTicker } from './NewsTicker.tsx';

const lines = [
  { text: 'Welcome to the exchange: cricket, soccer and tennis in play all day.' },
  { text: 'T10 League final tonight at 19:30: markets open at noon.' },
];

const meta = {
  title: 'Screens/Player/NewsTicker',
  component: NewsTicker,
  args: { lines },
} satisfies Meta<typeof NewsTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const ticker = canvas.getByRole('marquee', { name: 'News' });
    await expect(ticker).toHaveTextContent('T10 League final tonight');
    // Focus stops it, so a keyboard user can read it as a pointer user does by hovering.
    ticker.focus();
    await waitFor(() => expect(ticker).toHaveAttribute('data-state', 'paused'));
  },
};

export const Playground: Story = {};

/** No news, no line taking room at the top of the page. */
export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('marquee')).toBeNull();
  },
};

export const Mobile: Story = {
  decorators: [(Story) => <div style={{ width: 375 }}>{Story()}</div>],
};
