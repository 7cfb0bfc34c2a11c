import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  cricketBook,
  cricketRunners,
  emptyCricketBook,
  soccerBook,
  soccerRunners,
} from '../../fixtures/bets.ts';
import { atWidth, phoneWidth } from '../../fixtures/layout.tsx';
import { PositionBook, positionBookStatuses } from './PositionBook.tsx';

const meta = {
  title: 'Widgets/PositionBook',
  component: PositionBook,
  args: { runners: cricketRunners, book: cricketBook, onCashOut: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: positionBookStatuses },
    rule: { control: 'inline-radio', options: ['decimalOdds', 'bookmakerOdds'] },
  },
  decorators: [atWidth(480)],
} satisfies Meta<typeof PositionBook>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const india = canvas.getByRole('row', { name: /^India/ });
    await expect(within(india).getByText('+1,120.00')).toHaveAttribute('data-tone', 'profit');
    await expect(
      within(canvas.getByRole('row', { name: /^Australia/ })).getByText('-1,120.00'),
    ).toHaveAttribute('data-tone', 'loss');
    const button = canvas.getByRole('button', { name: 'Cash out' });
    await expect(button).toHaveAccessibleDescription(/Lay India 1,154.64 at 1.94/);
    await userEvent.click(button);
    await expect(args.onCashOut).toHaveBeenCalledWith(
      expect.objectContaining({ bet: expect.objectContaining({ side: 'lay', stake: 115464, price: 1.94 }) }),
    );
  },
};

export const Playground: Story = { args: { title: 'Book', suspended: false } };

export const SoccerDrawExcluded: Story = {
  args: { runners: soccerRunners, book: soccerBook, excludeDraw: true },
  play: async ({ canvas }) => {
    // Every runner on the cash out's line: the two it levels, and the draw with its own result.
    await expect(canvas.getByText(/Result if Arsenal or Chelsea wins/)).toBeInTheDocument();
    await expect(canvas.getByText(/If The Draw wins/)).toHaveTextContent('If The Draw wins: +1,064.40');
  },
};

/** The host places the hedge and passes the levelled book back. */
export const CashedOut: Story = {
  render: function Render(args) {
    const [book, setBook] = useState(args.book);
    return <PositionBook {...args} book={book} onCashOut={(hedge) => setBook(hedge.bookAfter)} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cash out' }));
    await expect(canvas.getByRole('button', { name: 'Cash out' })).toBeDisabled();
    await expect(canvas.getByText(/already level/)).toBeInTheDocument();
  },
};

export const CashOutPending: Story = {
  args: { onCashOut: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cash out' }));
    await expect(await canvas.findByRole('button', { name: 'Cashing out' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const CashOutFailed: Story = {
  args: { onCashOut: fn(() => Promise.reject(new Error('The price has moved'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cash out' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Cash out failed: The price has moved');
  },
};

export const Suspended: Story = {
  args: { suspended: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Cash out' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'Cash out is unavailable while the market is suspended.',
    );
  },
};

export const NoPrice: Story = {
  args: { runners: cricketRunners.map((runner) => ({ ...runner, layPrice: null })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cash out' })).toHaveAccessibleDescription(
      'No lay price on India to cash out at.',
    );
  },
};

export const ThreeRunners: Story = {
  args: { runners: soccerRunners, book: soccerBook },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cash out' })).toHaveAccessibleDescription(
      'Cash out levels a two-runner market; this one has 3 runners.',
    );
  },
};

export const Empty: Story = {
  args: { book: emptyCricketBook },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cash out' })).toHaveAccessibleDescription(
      'Nothing to cash out: you have no bets on this market.',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait');
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { status: 'error', errorMessage: 'The market could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The market could not be loaded.');
  },
};

export const Mobile: Story = {
  decorators: [atWidth(phoneWidth, { fixed: true })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cash out' })).toBeEnabled();
  },
};
