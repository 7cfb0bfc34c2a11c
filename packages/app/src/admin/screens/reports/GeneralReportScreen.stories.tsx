import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { listArgs } from '../fixtures.ts';
import { GeneralReportScreen } from './GeneralReportScreen.tsx';

const rows = [
  { srNo: 1, id: 'a1', username: 'Agent', fullName: 'Amit Kumar', amount: 250000 },
  { srNo: 2, id: 'p1', username: 'Player', fullName: 'Priya Shah', amount: 12500 },
  { srNo: 3, id: 'p2', username: 'Playertwo', fullName: 'Ravi Das', amount: 8000 },
];

const meta = {
  title: 'Screens/Admin/GeneralReport',
  component: GeneralReportScreen,
  decorators: [withRouter],
  args: { ...listArgs(), totalPages: 12, page: 6, type: 'ALL', rows, onLoad: fn() },
} satisfies Meta<typeof GeneralReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const table = canvas.getByRole('table', { name: 'General Report' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Sr.No', 'Name', 'Amount']);
    await expect(within(table).getByRole('row', { name: /Agent/ })).toHaveTextContent('2,50,000.00');
    // Spec 9: "general report 5": five page links either side of the current one.
    const pages = within(canvas.getByRole('navigation', { name: /pagination/i }))
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    await expect(pages).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    await userEvent.click(canvas.getByRole('combobox', { name: /Type/ }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', {
        name: 'Credit Reference Report',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    await expect(args.onLoad).toHaveBeenCalledWith('c2');
  },
};

export const Playground: Story = {};

export const Empty: Story = {
  args: { rows: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
