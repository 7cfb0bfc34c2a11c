import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { FairnessCheckScreen } from './FairnessCheckScreen.tsx';
import { chainedResult, fairnessGames, forgedResult, nextStoryChain, storyChain } from './fixtures.ts';

const verified = chainedResult(2);
const verifiedArgs = {
  roundId: verified.mid,
  proof: { status: 'loaded', result: verified, chain: storyChain },
} as const;

const meta = {
  title: 'Screens/Casino/FairnessCheck',
  component: FairnessCheckScreen,
  decorators: [withRouter],
  args: {
    games: fairnessGames,
    gameCode: 'teen20',
    onGameChange: fn(),
    chains: [nextStoryChain, storyChain],
    roundId: '',
    onRoundIdChange: fn(),
    onCheck: fn(),
    proof: null,
  },
} satisfies Meta<typeof FairnessCheckScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the table's chains as published, the next one's salt not drawn yet. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check a casino round' })).toBeVisible();
    const dealing = canvas.getByRole('region', { name: 'Seed chain 12' });
    await expect(within(dealing).getByText(storyChain.terminalHash)).toBeVisible();
    await expect(within(dealing).getByText(storyChain.salt ?? '')).toBeVisible();
    await expect(within(dealing).getByText("3 of 4 (the table's chain no. 2)")).toBeVisible();
    const next = canvas.getByRole('region', { name: 'Seed chain 13' });
    await expect(within(next).getByText(/Not fixed yet/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Round id' })).toBeVisible();
  },
};

/**
 * A round of the chain: its seed hashes (Web Crypto) to the seed the round before revealed, its chain is
 * the published one, its public seed the salt fixed after, and its seeds deal its cards.
 */
export const RoundVerified: Story = {
  args: verifiedArgs,
  play: async ({ canvas }) => {
    const checks = canvas.getByRole('status', { name: 'Checks of this round' });
    await waitFor(() => expect(checks).toHaveTextContent('Every check passed'));
    const items = within(checks).getAllByRole('listitem');
    await expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      'Commitment: Passed',
      'Seed chain link: Passed',
      'Terminal hash: Passed',
      'Salt: Passed',
      'Deal: Passed',
    ]);
    await expect(items[1]).toHaveTextContent(
      `SHA-256 of the server seed is the seed revealed by round ${chainedResult(1).mid} (link 1): this round is link 2 of seed chain 12.`,
    );
  },
};

/** A chain's first round hashes to the terminal hash itself. */
export const FirstRoundOfAChain: Story = {
  args: { proof: { status: 'loaded', result: chainedResult(0), chain: storyChain } },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const checks = canvas.getByRole('status', { name: 'Checks of this round' });
    await waitFor(() => expect(checks).toHaveTextContent('Every check passed'));
    await expect(checks).toHaveTextContent(
      "SHA-256 of the server seed is the chain's terminal hash, published before its first round: this round is link 0 of seed chain 12.",
    );
  },
};

/**
 * A seed picked after the terminal hash was out: its commitment and deal agree with it, but it is not the
 * chain's link, which only the chain check catches.
 */
export const ForgedSeed: Story = {
  args: { proof: { status: 'loaded', result: forgedResult(), chain: storyChain } },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const checks = canvas.getByRole('status', { name: 'Checks of this round' });
    await waitFor(() => expect(checks).toHaveTextContent('1 check failed'));
    await expect(checks).toHaveTextContent('Commitment: Passed');
    await expect(checks).toHaveTextContent('Seed chain link: Failed');
    await expect(checks).toHaveTextContent('this round is not link 2 of seed chain 12');
  },
};

/** A salt fixed before the terminal hash was out could have been chosen to suit the chain. */
export const SaltFixedTooEarly: Story = {
  args: {
    proof: {
      status: 'loaded',
      result: verified,
      chain: { ...storyChain, saltFixedAt: '2026-01-12T13:59:00.000Z' },
    },
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const checks = canvas.getByRole('status', { name: 'Checks of this round' });
    await waitFor(() => expect(checks).toHaveTextContent('Salt: Failed'));
    await expect(checks).toHaveTextContent('fixed before its terminal hash was published');
  },
};

/** A round dealt before the seed chains: there is no link to check, the rest still is. */
export const RoundBeforeTheChains: Story = {
  args: {
    proof: {
      status: 'loaded',
      result: (({ chain: _chain, ...rest }) => rest)(verified),
      chain: null,
    },
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const checks = canvas.getByRole('status', { name: 'Checks of this round' });
    await waitFor(() => expect(checks).toHaveTextContent('Every check passed'));
    await expect(checks).toHaveTextContent('Seed chain link: Not applicable');
  },
};

/** A round still running, or none: the server's refusal, announced. */
export const UnknownRound: Story = {
  args: { roundId: '5002999999999999', proof: { status: 'error', message: 'Round not found' } },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Round not found');
  },
};

/** While the chains and the round load. */
export const Loading: Story = {
  args: { chains: null, roundId: verified.mid, proof: { status: 'loading', mid: verified.mid } },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the seed chains')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Check' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** By keyboard alone: a pasted id checked with Enter, another table chosen from the list. */
export const KeyboardOnly: Story = {
  args: { roundId: `  ${verified.mid}.odd ` },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Round id' });
    field.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCheck).toHaveBeenCalledWith(`${verified.mid}.odd`);
    await userEvent.type(field, '1');
    await expect(args.onRoundIdChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Check' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Table' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Lucky 7 - A' }));
    await expect(args.onGameChange).toHaveBeenCalledWith('lucky7');
  },
};

export const Mobile: Story = {
  args: verifiedArgs,
  parameters: { phone: true, visual: { disable: true } },
};
