import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { CommissionScreen } from './CommissionScreen.tsx';

const meta = {
  title: 'Screens/Admin/Commission',
  component: CommissionScreen,
  // For `phone`: a 375 px frame.
  decorators: [withRouter],
  args: {
    rates: [
      { sportId: 1, marketType: null, basisPoints: 200 },
      { sportId: 1, marketType: 'Match Odds', basisPoints: 250 },
      { sportId: 2, marketType: 'Set Betting', basisPoints: 300 },
    ],
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof CommissionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The rates set, each removable; a rate set for one of a sport's market types as a percentage, refused
 * on the page while it is missing or has a third decimal.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table', { name: 'Commission rates' }));
    await expect(table.getByRole('row', { name: /Soccer Every other market type 2%/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Tennis Set Betting 3%/ })).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: 'Remove Soccer Match Odds' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      sportId: 1,
      marketType: 'Match Odds',
      basisPoints: null,
    });

    const form = within(canvas.getByRole('region', { name: 'Set a rate' }));
    const save = form.getByRole('button', { name: 'Save rate' });
    await userEvent.click(save);
    await expect(await form.findByText('Enter the rate')).toBeVisible();
    await userEvent.click(form.getByRole('combobox', { name: 'Sport' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Tennis' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Market type' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Game Handicap 2.5' }));
    const rate = form.getByRole('spinbutton', { name: /Rate/ });
    await userEvent.type(rate, '2.125');
    await userEvent.click(save);
    await expect(await form.findByText('Use at most two decimals')).toBeVisible();
    await userEvent.clear(rate);
    await userEvent.type(rate, '2.5');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenLastCalledWith({
      sportId: 2,
      marketType: 'Game Handicap 2.5',
      basisPoints: 250,
    });
    await waitFor(() => expect(rate).toHaveValue(''));
  },
};

/** No rate set: nothing is charged. A sport's own rate, for every market type it has. */
export const NoneSet: Story = {
  parameters: { visual: { disable: true } },
  args: { rates: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No rate is set: no commission is charged.')).toBeVisible();
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Rate/ }), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rate' }));
    await expect(args.onSave).toHaveBeenCalledWith({ sportId: 1, marketType: null, basisPoints: 200 });
  },
};

/** The server refuses a save: its message shows beside the form, and the rate typed stays. */
export const Refused: Story = {
  parameters: { visual: { disable: true } },
  args: { onSave: fn(async () => Promise.reject(new Error('You are not allowed to do this'))) },
  play: async ({ canvas }) => {
    const rate = canvas.getByRole('spinbutton', { name: /Rate/ });
    await userEvent.type(rate, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rate' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('You are not allowed to do this'),
    );
    await expect(rate).toHaveValue('3');
  },
};

export const Mobile: Story = { parameters: { phone: true } };
