import type { Meta, StoryObj } from '@storybook/react-vite';
import { commitmentOf } from '@exchange/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { teen20Chain, teen20Key, teen20Round } from '../../fixtures/casinoRounds.ts';
import { FairnessPanel } from './FairnessPanel.tsx';

const open = teen20Round({ status: 'open', shown: 0, secondsLeft: 12 });
const over = teen20Round({ status: 'result', shown: 6 });

const meta = {
  title: 'Widgets/Casino/FairnessPanel',
  component: FairnessPanel,
  args: {
    gameCode: over.gameType,
    roundId: over.mid,
    commitment: over.commitment,
    publicSeed: over.publicSeed,
    algorithm: over.algorithm,
    serverSeed: over.serverSeed,
    cards: over.cards,
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <FairnessPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof FairnessPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While betting is open: only the commitment, no seed, nothing to verify yet. */
export const WhileOpen: Story = {
  args: { serverSeed: open.serverSeed, cards: open.cards },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(open.commitment)).toBeVisible();
    await expect(canvas.queryByText('Server seed')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  },
};

/** After the result: Verify deals the round again in the browser and finds it matches. */
export const Verified: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(teen20Key.serverSeed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const status = canvas.getByRole('status', { name: 'Verification' });
    await expect(status).toHaveTextContent('Verified: the round matches its seeds');
    await expect(status).toHaveTextContent('SHA-256 of the server seed equals the commitment.');
    await expect(status).toHaveTextContent('The seeds deal the 6 cards shown, in order.');
    await expect(within(status).getAllByRole('img')).toHaveLength(6);
    const playerA = within(status).getByRole('list', { name: 'Player A, as the seeds deal' });
    await expect(within(playerA).getAllByRole('img')).toHaveLength(3);
  },
};

/** A table that showed other cards than its seed deals: the panel says so and shows the seed's cards. */
export const CardsDoNotMatch: Story = {
  args: { cards: [...over.cards.slice(1), over.cards[0] ?? '1'] },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const status = canvas.getByRole('status', { name: 'Verification' });
    await expect(status).toHaveTextContent('Does not match');
    await expect(status).toHaveTextContent('SHA-256 of the server seed equals the commitment.');
    await expect(status).toHaveTextContent('The seeds deal other cards than the table showed.');
  },
};

/** A revealed seed that is not the one committed to. */
export const SeedDoesNotMatch: Story = {
  args: { serverSeed: 'f'.repeat(64) },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByRole('status', { name: 'Verification' })).toHaveTextContent(
      'SHA-256 of the server seed differs from the commitment.',
    );
  },
};

/** A void round showed only some cards: those are compared, the rest are not. */
export const VoidRound: Story = {
  args: { cards: teen20Round({ status: 'void', shown: 2 }).cards },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByRole('status', { name: 'Verification' })).toHaveTextContent(
      'The seeds deal the 2 cards shown, in order.',
    );
  },
};

export const UnknownScheme: Story = {
  args: { algorithm: 'pf-shuffle-v9' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByRole('status', { name: 'Verification' })).toHaveTextContent(
      'Unknown fairness scheme pf-shuffle-v9.',
    );
  },
};

export const KeyboardOnly: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const verify = canvas.getByRole('button', { name: 'Verify' });
    verify.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status', { name: 'Verification' })).toHaveTextContent('Verified');
  },
};

/**
 * A round of a table's seed chain: Verify also hashes the seed in the browser (Web Crypto) and finds the
 * seed the round before revealed, so the operator could not have picked this round's seed.
 */
export const SeedChainLink: Story = {
  args: { chain: teen20Chain },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 · 41 of 1000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const status = canvas.getByRole('status', { name: 'Verification' });
    await waitFor(() => expect(status).toHaveTextContent('Verified: the round matches its seeds'));
    await expect(status).toHaveTextContent(
      'SHA-256 of the server seed is the seed revealed by round 5002261126075930 (link 40): link 41 of seed chain 3.',
    );
    await expect(status).toHaveTextContent(
      "The salt (public seed) was fixed after the chain's terminal hash was published.",
    );
  },
};

/** A salt drawn before the chain's terminal hash was out could have been picked to suit the chain. */
export const SaltFixedTooEarly: Story = {
  args: { chain: { ...teen20Chain, saltFixedAt: '2026-11-26T07:39:00.000Z' } },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const status = canvas.getByRole('status', { name: 'Verification' });
    await waitFor(() => expect(status).toHaveTextContent('Does not match'));
    await expect(status).toHaveTextContent(
      "The salt (public seed) was fixed before the chain's terminal hash was published.",
    );
  },
};

/** A chain's first round: its seed hashes to the terminal hash published before the chain dealt. */
export const FirstLinkOfAChain: Story = {
  args: {
    chain: { ...teen20Chain, link: 0, terminalHash: commitmentOf(teen20Key.serverSeed), previous: null },
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const status = canvas.getByRole('status', { name: 'Verification' });
    await waitFor(() => expect(status).toHaveTextContent('Verified'));
    await expect(status).toHaveTextContent(
      "SHA-256 of the server seed is the chain's terminal hash, published before its first round: link 0 of seed chain 3.",
    );
  },
};

/** A seed that is not the next link: the seed revealed before it is not its hash. */
export const BrokenChainLink: Story = {
  args: {
    chain: { ...teen20Chain, previous: { mid: '5002261126075930', link: 40, serverSeed: 'e'.repeat(64) } },
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const status = canvas.getByRole('status', { name: 'Verification' });
    await waitFor(() => expect(status).toHaveTextContent('Does not match'));
    await expect(status).toHaveTextContent('SHA-256 of the server seed equals the commitment.');
    await expect(status).toHaveTextContent(
      'SHA-256 of the server seed is not the seed revealed by round 5002261126075930 (link 40): it is not link 41 of seed chain 3.',
    );
  },
};
