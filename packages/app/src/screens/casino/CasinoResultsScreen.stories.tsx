import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { frameArgs } from '../reports/fixtures.ts';
import { withRouter } from '../../testing/withRouter.tsx';
import { CasinoResultsScreen, roundOf } from './CasinoResultsScreen.tsx';
import { chainedResult, forgedResult } from './fairness/fixtures.ts';
import { firstResult, openDetail, resultHtmlOf, resultRows, tamperedResult } from './fixtures.ts';

const { range: _range, onSubmit: _onSubmit, ...list } = frameArgs();
const suitSigns: Record<string, string> = { S: '♠', H: '♥', C: '♣', D: '♦' };

const meta = {
  title: 'Screens/Casino/Results',
  component: CasinoResultsScreen,
  decorators: [withRouter],
  args: {
    ...list,
    matchId: 5002,
    onMatchIdChange: fn(),
    date: '2026-01-12',
    onDateChange: fn(),
    rows: resultRows,
    onOpenResult: fn(),
    detail: null,
    onCloseResult: fn(),
  },
  parameters: { route: '/casino/result/5002' },
} satisfies Meta<typeof CasinoResultsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/casino/result/5002`: 20-20 Teenpatti's rounds of the day, Market Id and Winner. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Casino Results' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Market Id', 'Winner']);
    await expect(within(table).getAllByRole('row')).toHaveLength(resultRows.length + 1);
    await expect(canvas.getByRole('combobox', { name: 'Casino type' })).toHaveTextContent('20-20 Teenpatti');
    await userEvent.click(within(table).getByRole('button', { name: roundOf(firstResult.mid) }));
    await expect(args.onOpenResult).toHaveBeenCalledWith(firstResult);
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** Another casino type: the route shows that game's results. */
export const ChooseType: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Casino type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lucky 7 - A' }));
    await expect(args.onMatchIdChange).toHaveBeenCalledWith(5001);
  },
};

/** A row opens the result: the server's HTML, then the proof; Verify recomputes the deal here. */
export const ResultOpen: Story = {
  args: { detail: openDetail },
  parameters: { overlay: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: `20-20 Teenpatti: round ${firstResult.mid}` });
    // The dialog may still be fading in (stories run with motion on).
    await waitFor(() => expect(within(dialog).getByText(firstResult.commitment)).toBeVisible());
    await expect(within(dialog).getByText(firstResult.data.winnerName, { selector: 'strong' })).toBeVisible();
    await expect(within(dialog).getByText(firstResult.serverSeed)).toBeVisible();
    // The rows' cards read as cards, rank and suit ("Nine of hearts", 9♥), never as codes ("9HH").
    for (const player of ['Player A', 'Player B']) {
      const cards = within(within(dialog).getByRole('row', { name: new RegExp(`^${player}`) })).getAllByRole(
        'img',
      );
      await expect(cards).toHaveLength(3);
      for (const card of cards) {
        await expect(card).toHaveAccessibleName(
          /^(Ace|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King) of (spades|hearts|diamonds|clubs)$/,
        );
        await expect(card).toHaveTextContent(/^(A|[2-9]|10|J|Q|K)[♠♥♦♣]$/);
      }
    }
    await expect(dialog).not.toHaveTextContent(/\b(A|[2-9]|10|J|Q|K)([SHCD])\2\b/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    // The seed's deal, read as cards ("8♣ 10♣ ..."), is the round's.
    const dealt = firstResult.table.map((code) => code.slice(0, -2) + suitSigns[code.slice(-1)]);
    await expect(await within(dialog).findByText(/^Verified:/)).toHaveTextContent(dealt.join(' '));
  },
};

/** A seed that is not the one committed to fails verification, and says why. */
export const TamperedSeed: Story = {
  args: { detail: { ...openDetail, result: tamperedResult } },
  parameters: { visual: { disable: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expect(await within(dialog).findByText(/^Not verified:/)).toHaveTextContent(
      'The SHA-256 of the server seed is not the commitment.',
    );
  },
};

const chained = chainedResult(2);

/**
 * A round of a seed chain: Verify also hashes its seed (Web Crypto) to the seed revealed the round before,
 * and the public fairness page checks the rest of the chain.
 */
export const ResultOnASeedChain: Story = {
  args: { detail: { ...openDetail, mid: chained.mid, result: chained, html: resultHtmlOf(chained) } },
  parameters: { overlay: true, visual: { disable: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('12 · 2 of 4')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expect(await within(dialog).findByText(/^Verified:/)).toHaveTextContent(
      `SHA-256 of the server seed is the seed revealed by round ${chainedResult(1).mid} (link 1): this round is link 2 of seed chain 12.`,
    );
    await expect(
      within(dialog).getByRole('link', { name: 'Check its seed chain on the public fairness page' }),
    ).toHaveAttribute('href', `/fairness/teen20?round=${chained.mid}`);
  },
};

/** A seed that is not its chain's link fails, though its commitment and deal agree with it. */
export const ResultOffItsSeedChain: Story = {
  args: { detail: { ...openDetail, result: forgedResult() } },
  parameters: { overlay: true, visual: { disable: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Verify' }));
    await expect(await within(dialog).findByText(/^Not verified:/)).toHaveTextContent(
      'this round is not link 2 of seed chain 12.',
    );
  },
};

/** Markup where text belongs stays text: nothing the template does not write reaches the page. */
export const HostileHtml: Story = {
  args: {
    detail: {
      ...openDetail,
      html: '<div class="casino-result"><img src="x" onerror="alert(1)"><script>alert(2)</script><strong class="casino-result-winner" onclick="alert(3)">Player A</strong><a href="javascript:alert(4)">link</a></div>',
    },
  },
  parameters: { visual: { disable: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.querySelector('img, script, a, [onerror], [onclick]')).toBeNull();
    await waitFor(() => expect(within(dialog).getByText('Player A', { selector: 'strong' })).toBeVisible());
  },
};

/** While the detail comes, placeholders hold its place. */
export const ResultLoading: Story = {
  args: { detail: { ...openDetail, html: null } },
  parameters: { visual: { disable: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('Loading the result')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [], totalPages: 0 },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true, visual: { disable: true } } };
