import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchIcon } from '../../icons/icons.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Design System/TextField',
  component: TextField,
  args: { label: 'Username', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'ravi');
    await expect(input).toHaveValue('ravi');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const Playground: Story = {
  args: { hint: 'Letters and digits only', placeholder: 'e.g. ravi_k', required: true, maxLength: 20 },
};

export const WithHint: Story = {
  args: { hint: 'Letters and digits only' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Letters and digits only',
    );
  },
};

export const Error: Story = {
  args: { error: 'Username is required', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Username is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ravi_k' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};

export const WithSearchIcon: Story = {
  args: {
    label: 'Search markets',
    type: 'search',
    leadingAdornment: <SearchIcon />,
    placeholder: 'Team or event',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search markets' });
    await userEvent.type(input, 'India');
    await expect(input).toHaveValue('India');
  },
};

export const HiddenLabel: Story = {
  args: {
    label: 'Search By Client Name',
    hideLabel: true,
    type: 'search',
    placeholder: 'Search By Client Name',
    leadingAdornment: <SearchIcon />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search By Client Name' })).toBeVisible();
    // Clipped to a 1 px box: present for assistive technology, nothing to see.
    const label = canvas.getByText('Search By Client Name', { selector: 'label' }).getBoundingClientRect();
    await expect(label.width * label.height).toBeLessThanOrEqual(1);
  },
};

export const Keyboard: Story = {
  args: { maxLength: 5 },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('abcdefgh');
    await expect(input).toHaveValue('abcde');
  },
};
