import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@exchange/design-system';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { manualClock, storyNow } from '../../fixtures/casino.ts';
import { lucky7Round, teen20Round } from '../../fixtures/casinoRounds.ts';
import { RoundTable, type RoundTableProps } from './RoundTable.tsx';

const open = teen20Round({ status: 'open', shown: 0, secondsLeft: 12 });
const over = teen20Round({ status: 'result', shown: 6 });

const meta = {
  title: 'Widgets/Casino/RoundTable',
  component: RoundTable,
  args: {
    gameCode: open.gameType,
    gameName: open.gameName,
    roundId: open.mid,
    status: open.status,
    cards: open.cards,
    closesAt: storyNow + 12_000,
    // Frozen: the countdown shows the same second in every run and screenshot.
    clock: manualClock(),
  },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <RoundTable {...args} />
    </div>
  ),
} satisfies Meta<typeof RoundTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Betting open: the countdown, every card still face down. */
export const BettingOpen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '20-20 Teenpatti' })).toBeVisible();
    await expect(canvas.getByText('Market Id 5002261126080000')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:12');
    const playerA = canvas.getByRole('list', { name: 'Player A' });
    await expect(within(playerA).getAllByRole('img', { name: 'Face-down card' })).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('Place your bets');
  },
};

const dealing = teen20Round({ status: 'suspended', shown: 3 });

/** Cards being dealt: three turned over, A, B, A. */
export const Dealing: Story = {
  args: { status: dealing.status, cards: dealing.cards },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dealing')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Dealing the cards');
    const faceUp = (name: string) =>
      within(canvas.getByRole('list', { name })).queryAllByRole('img', { name: /of/ });
    await expect(faceUp('Player A')).toHaveLength(2);
    await expect(faceUp('Player B')).toHaveLength(1);
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
  },
};

/** The result: every card, the winner named and framed, the hands described. */
export const Result: Story = {
  args: {
    status: over.status,
    cards: over.cards,
    winnerName: over.result?.winnerName,
    resultRows: over.result?.rows,
  },
  play: async ({ canvas, canvasElement }) => {
    const winner = over.result?.winnerName ?? '';
    await expect(canvas.getByRole('status')).toHaveTextContent(`Winner: ${winner}`);
    await expect(canvas.getByText('Result')).toBeVisible();
    // Card codes in the result's rows read as cards ("5♦ 2♣ J♠"), not as the feed writes them.
    await expect(canvasElement.querySelector('dl')?.textContent).not.toMatch(
      /\b(A|[2-9]|10|J|Q|K)([SHCD])\2\b/,
    );
    await expect(canvas.queryAllByRole('img', { name: 'Face-down card' })).toHaveLength(0);
    if (winner !== 'Tie') {
      const hand = canvas.getByRole('list', { name: winner }).parentElement;
      await expect(hand).toHaveAttribute('data-winner', 'true');
    }
  },
};

export const Suspended: Story = {
  args: { status: 'suspended' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Suspended')).toBeVisible();
  },
};

export const Void: Story = {
  args: { status: 'void' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Round void: bets refunded')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('every bet on it was refunded');
  },
};

const luckyOver = lucky7Round({ status: 'result', shown: 1 });

/** Lucky 7: one card on the table. */
export const LuckySeven: Story = {
  args: {
    gameCode: luckyOver.gameType,
    gameName: luckyOver.gameName,
    roundId: luckyOver.mid,
    status: luckyOver.status,
    cards: luckyOver.cards,
    winnerName: luckyOver.result?.winnerName,
    resultRows: luckyOver.result?.rows,
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Card' })).getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(/Winner: (Low Card|High Card|Seven)/);
  },
};

function LiveRound(args: RoundTableProps) {
  const [clock] = useState(() => manualClock());
  const [shown, setShown] = useState(0);
  const round = teen20Round(
    shown === 0
      ? { status: 'open', shown: 0, secondsLeft: 6 }
      : { status: shown < 6 ? 'suspended' : 'result', shown },
  );
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <RoundTable
        {...args}
        clock={clock}
        closesAt={storyNow + 6_000}
        status={round.status}
        cards={round.cards}
        winnerName={round.result?.winnerName}
      />
      <Button tone="neutral" variant="outline" onClick={() => clock.advance(2_000)}>
        Move the clock 2 s on
      </Button>
      <Button tone="neutral" variant="outline" onClick={() => setShown((held) => Math.min(6, held + 1))}>
        Deal the next card
      </Button>
    </div>
  );
}

/** A round from the countdown to the result, a card at a time. */
export const FromCountdownToResult: Story = {
  render: (args) => <LiveRound {...args} />,
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move the clock 2 s on' }));
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:04');
    await expect(canvas.getByText('Betting closes in').parentElement).toHaveAttribute(
      'data-state',
      'closing',
    );
    const deal = canvas.getByRole('button', { name: 'Deal the next card' });
    await userEvent.click(deal);
    await expect(canvas.getByText('Dealing')).toBeVisible();
    for (let card = 2; card <= 6; card += 1) await userEvent.click(deal);
    await expect(canvas.queryAllByRole('img', { name: 'Face-down card' })).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Winner: /);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { status: dealing.status, cards: dealing.cards, size: 'small' },
  parameters: { visual: { disable: true } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <RoundTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const table = canvasElement.querySelector('section');
    await expect(table?.scrollWidth).toBeLessThanOrEqual(table?.clientWidth ?? 0);
  },
};

function RoundAfterRound(args: RoundTableProps) {
  const [step, setStep] = useState(0);
  const round = step === 1 ? over : open;
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 412 }}>
      <RoundTable
        {...args}
        status={round.status}
        cards={round.cards}
        winnerName={round.result?.winnerName}
        resultRows={round.result?.rows}
      />
      <Button tone="neutral" variant="outline" onClick={() => setStep((held) => held + 1)}>
        Next
      </Button>
    </div>
  );
}

/**
 * The first result comes in, then the next round opens: the table keeps its height throughout (before a
 * result, rows like the game's keep their place, unseen; after it, the last result's), so the markets under
 * it do not jump at every round.
 */
export const KeepsItsHeightRoundAfterRound: Story = {
  render: (args) => <RoundAfterRound {...args} />,
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    const table = canvasElement.querySelector('section');
    const rows = () => canvasElement.querySelector('dl');
    const next = canvas.getByRole('button', { name: 'Next' });
    // Kept for its height only: neither seen nor read out.
    await expect(rows()).not.toBeVisible();
    await expect(canvas.queryAllByRole('definition')).toHaveLength(0);
    const openHeight = table?.getBoundingClientRect().height;
    await userEvent.click(next);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Winner: /);
    await expect(rows()).toBeVisible();
    await expect(canvas.getAllByRole('definition').length).toBeGreaterThan(0);
    await expect(table?.getBoundingClientRect().height).toBe(openHeight);
    await userEvent.click(next);
    await expect(canvas.getByRole('status')).toHaveTextContent('Place your bets');
    await expect(rows()).not.toBeVisible();
    await expect(table?.getBoundingClientRect().height).toBe(openHeight);
  },
};
