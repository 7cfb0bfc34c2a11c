import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Design System/Pagination',
  component: Pagination,
  args: { pageCount: 20, defaultPage: 5, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = { args: { range: 3, goToPage: true } };

export const FirstPage: Story = {
  args: { defaultPage: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'First' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const LastPage: Story = {
  args: { defaultPage: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Last' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1, defaultPage: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Last' })).toBeDisabled();
  },
};

export const GoToPage: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('spinbutton', { name: 'Go to page' });
    const go = canvas.getByRole('button', { name: 'Go' });
    await userEvent.type(box, '21');
    await userEvent.click(go);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, '0');
    await userEvent.click(go);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, '12');
    await userEvent.click(go);
    await expect(args.onPageChange).toHaveBeenCalledWith(12);
    await expect(canvas.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'First' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    // First is now disabled: focus moves to the current page instead of getting lost.
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: 'Go to page' })).toHaveFocus();
    await userEvent.keyboard('15{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(15);
  },
};
