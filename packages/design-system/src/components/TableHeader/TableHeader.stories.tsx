import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TableHeader } from './TableHeader.tsx';

const meta = {
  title: 'Design System/TableHeader',
  component: TableHeader,
  args: { onPageSizeChange: fn(), onSearchChange: fn() },
} satisfies Meta<typeof TableHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Show entries' }));
    await userEvent.click(await screen.findByRole('option', { name: '50' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search By Client Name' }), 'ravi');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('ravi');
  },
};

export const Playground: Story = {
  args: {
    pageSizeOptions: [25, 50, 100],
    searchLabel: 'Search By Market',
    pageSizeLabel: 'Rows',
    pageSizeSuffix: 'per page',
  },
};

export const WithActions: Story = {
  args: {
    defaultSearch: 'ravi',
    defaultPageSize: 20,
    children: (
      <>
        <Button variant="outline" tone="neutral">
          Export PDF
        </Button>
        <Button variant="outline" tone="neutral">
          Export CSV
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Show entries' })).toHaveTextContent('20');
    await expect(canvas.getByRole('searchbox', { name: 'Search By Client Name' })).toHaveValue('ravi');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { children: <Button variant="outline">Export CSV</Button> },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const size = canvas.getByRole('combobox', { name: 'Show entries' }).getBoundingClientRect();
    const search = canvas.getByRole('searchbox', { name: 'Search By Client Name' }).getBoundingClientRect();
    await expect(search.top).toBeGreaterThanOrEqual(size.bottom);
  },
};

export const Keyboard: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Show entries' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: '10' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(30);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Show entries' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search By Client Name' })).toHaveFocus();
    await userEvent.keyboard('ravi');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('ravi');
  },
};
