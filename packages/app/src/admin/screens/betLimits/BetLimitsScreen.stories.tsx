import { betLimitsToWire, noBetLimits, type BetLimitsWire } from '@exchange/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { BetLimitsScreen } from './BetLimitsScreen.tsx';

const limits = (set: Partial<BetLimitsWire>): BetLimitsWire => ({ ...betLimitsToWire(noBetLimits), ...set });

const meta = {
  title: 'Screens/Admin/BetLimits',
  component: BetLimitsScreen,
  decorators: [withRouter],
  args: {
    limits: {
      username: 'Master',
      own: [
        {
          sportId: 1,
          marketType: null,
          limits: limits({ maxStake: 25_000, maxLoss: 1_00_000, inPlayDelay: 5 }),
        },
        { sportId: 1, marketType: 'Correct Score', limits: limits({ maxStake: 5_000, maxOdds: 50 }) },
      ],
      above: [
        {
          sportId: 1,
          marketType: null,
          limits: limits({
            minStake: 100,
            maxStake: 50_000,
            maxProfit: 5_00_000,
            minOdds: 1.01,
            inPlayDelay: 3,
          }),
        },
      ],
    },
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof BetLimitsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The limits the operator set, and the form for one sport or market type: each field starts from what is
 * set, with the limit above it as its hint, and saves every limit of the scope at once.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table', { name: 'Your limits' }));
    await expect(
      table.getByRole('row', { name: /Soccer Every market – 25,000.00 – 1,00,000.00/ }),
    ).toBeVisible();
    await expect(
      table.getByRole('row', { name: /Soccer Correct Score – 5,000.00 .* 50.00 –/ }),
    ).toBeVisible();

    const form = within(canvas.getByRole('region', { name: 'Set limits' }));
    const maxStake = form.getByRole('spinbutton', { name: 'Maximum stake' });
    await expect(maxStake).toHaveValue('25000');
    await expect(maxStake).toHaveAccessibleDescription('Above you: at most 50,000.00');
    await expect(form.getByRole('spinbutton', { name: 'Maximum odds' })).toHaveAccessibleDescription(
      'No limit above you',
    );
    await expect(form.getByRole('spinbutton', { name: 'In-play delay (s)' })).toHaveAccessibleDescription(
      'Above you: at least 3 s',
    );

    await userEvent.click(table.getByRole('button', { name: 'Edit Soccer, Correct Score' }));
    await expect(form.getByRole('combobox', { name: 'Market type' })).toHaveTextContent('Correct Score');
    await waitFor(() => expect(maxStake).toHaveValue('5000'));
    await userEvent.clear(maxStake);
    await userEvent.type(maxStake, '4000');
    await userEvent.type(form.getByRole('spinbutton', { name: 'Maximum profit on a market' }), '20000');
    await userEvent.click(form.getByRole('button', { name: 'Save limits' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      sportId: 1,
      marketType: 'Correct Score',
      limits: limits({ maxStake: 4_000, maxProfit: 20_000, maxOdds: 50 }),
    });

    await userEvent.click(table.getByRole('button', { name: 'Remove Soccer, every market' }));
    await expect(args.onSave).toHaveBeenLastCalledWith({ sportId: 1, marketType: null, limits: limits({}) });
  },
};

/** Nothing set yet: the limits above still show as the hints, and a sport is chosen to set its limits. */
export const NoneSet: Story = {
  parameters: { visual: { disable: true } },
  args: { limits: { username: 'Agent', own: [], above: [] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('You set no limit: those above you apply as they are.')).toBeVisible();
    const form = within(canvas.getByRole('region', { name: 'Set limits' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Sport' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Tennis' }));
    await userEvent.type(form.getByRole('spinbutton', { name: 'Minimum odds' }), '1.5');
    await userEvent.click(form.getByRole('button', { name: 'Save limits' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      sportId: 2,
      marketType: null,
      limits: limits({ minOdds: 1.5 }),
    });
  },
};

/** The server refuses a limit wider than the one above: its words show under the form, the values stay. */
export const Refused: Story = {
  parameters: { visual: { disable: true } },
  args: {
    onSave: fn(async () =>
      Promise.reject(
        new Error(
          'Maximum stake must be at most 50000.00: that limit is set above you, and yours may only narrow it.',
        ),
      ),
    ),
  },
  play: async ({ canvas }) => {
    const maxStake = canvas.getByRole('spinbutton', { name: 'Maximum stake' });
    await userEvent.clear(maxStake);
    await userEvent.type(maxStake, '60000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Maximum stake must be at most 50000.00'),
    );
    await expect(maxStake).toHaveValue('60000');
  },
};

/** bet-limits failed: its message, and the form still there. */
export const Loading: Story = {
  parameters: { visual: { disable: true } },
  args: { limits: undefined, error: 'Cannot reach the server. Check your connection and try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Cannot reach the server');
    await expect(canvas.getByText('Loading…')).toBeVisible();
  },
};
