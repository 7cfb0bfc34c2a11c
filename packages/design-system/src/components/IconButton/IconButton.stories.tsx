import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CloseIcon, MenuIcon } from '../../icons/icons.tsx';
import { IconButton } from './IconButton.tsx';
import { iconButtonSizes, iconButtonVariants } from './IconButton.css.ts';

const meta = {
  title: 'Design System/IconButton',
  component: IconButton,
  args: { label: 'Open menu', icon: <MenuIcon />, onClick: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: iconButtonSizes },
    variant: { control: 'inline-radio', options: iconButtonVariants },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { size: 'large', variant: 'outline' } };

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {iconButtonVariants.flatMap((variant) =>
        iconButtonSizes.map((size) => (
          <IconButton
            key={`${variant}-${size}`}
            {...args}
            variant={variant}
            size={size}
            label={`Close (${variant}, ${size})`}
            icon={<CloseIcon />}
          />
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close (outline, large)' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeDisabled();
  },
};
