import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { newsLines } from './fixtures.ts';
import { MessagesScreen } from './MessagesScreen.tsx';

const meta = {
  title: 'Screens/Admin/Messages',
  component: MessagesScreen,
  decorators: [withRouter],
  args: { username: 'Whitelabel', lines: newsLines, status: 'ready', onSave: fn(async () => undefined) },
} satisfies Meta<typeof MessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Your message' });
    await expect(field).toHaveValue('T10 League final tonight at 19:30: markets open at noon.');
    await expect(canvas.getByText(/From Superadmin \(Super Admin\): Welcome/)).toBeVisible();
    await expect(canvas.getByRole('marquee', { name: 'News' })).toHaveTextContent('T10 League final');
    await userEvent.clear(field);
    await userEvent.type(field, '  Semi-finals on Sunday  {Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Semi-finals on Sunday');
  },
};

export const Playground: Story = {};

/** Remove takes the admin's own line off the ticker. */
export const Remove: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onSave).toHaveBeenCalledWith('');
  },
};

/** A line too long is refused on the form, before any call. */
export const TooLong: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Your message' });
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(301));
    await expect(field).toHaveAccessibleDescription(/301 of 300 characters/);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('A message has at most 300 characters')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveRefused: Story = {
  args: { onSave: fn(async () => Promise.reject(new globalThis.Error('You are not allowed to do this'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You are not allowed to do this');
  },
};

/** Nothing on the ticker yet: an empty field and no Remove. */
export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Remove' })).toBeNull();
    await expect(canvas.getByText('No news on the ticker.')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
