import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { controlArgs, inBody } from './storyArgs.ts';
import { fancyRows } from './fixtures.ts';
import { MarketControlScreen } from './MarketControlScreen.tsx';

const meta = {
  title: 'Screens/Admin/ActiveFancies',
  component: MarketControlScreen,
  decorators: [withRouter],
  args: controlArgs('fancies', fancyRows),
} satisfies Meta<typeof MarketControlScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const six = canvas.getByRole('row', { name: /^6 Over Runs MUM/ });
    await expect(six).toHaveTextContent('No 47 @ 100, Yes 48 @ 100');
    await expect(canvas.getByRole('row', { name: /^3 Over Runs MUM/ })).toHaveTextContent('Settled: 31 runs');
    const ten = canvas.getByRole('row', { name: /^10 Over Runs MUM/ });
    await expect(ten).toHaveTextContent('Disabled');
    await expect(within(ten).getByRole('button', { name: 'Enable 10 Over Runs MUM' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Active Markets' })).toHaveAttribute(
      'href',
      '/admin/active-markets/30000012',
    );
  },
};

export const Playground: Story = {};

/** A session's result is the runs scored: a whole number. */
export const DeclareRuns: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Result 6 Over Runs MUM' }));
    const dialog = await inBody(canvasElement).findByRole('dialog', {
      name: 'Declare result: 6 Over Runs MUM',
    });
    const runs = within(dialog).getByRole('textbox', { name: 'Runs scored' });
    await expect(runs).toHaveAccessibleDescription(/Yes wins at 48 or more/);
    await userEvent.type(runs, '4.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Declare' }));
    await expect(await within(dialog).findByText('Enter the runs scored, a whole number')).toBeVisible();
    await userEvent.clear(runs);
    await userEvent.type(runs, '52{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith(
      { kind: 'declare', result: 52 },
      expect.objectContaining({ marketId: '5.30000020' }),
    );
  },
};

export const Void: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Void 6 Over Runs MUM' }));
    const dialog = await inBody(canvasElement).findByRole('dialog', { name: 'Void market: 6 Over Runs MUM' });
    await expect(dialog).toHaveTextContent('Every bet is cancelled with no win or loss');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      { kind: 'void' },
      expect.objectContaining({ marketId: '5.30000020' }),
    );
  },
};

export const Empty: Story = {
  args: { markets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This match has no fancy markets.')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
