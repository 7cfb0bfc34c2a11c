import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { Box, type BoxProps } from './Box.tsx';

const tokens = (scale: object) => Object.keys(scale);

const meta = {
  title: 'Design System/Layout/Box',
  component: Box,
  args: {
    padding: 'large',
    background: 'surfaceRaised',
    borderRadius: 'large',
    boxShadow: 'small',
    children: 'Available balance: 1,250.00',
    style: { maxWidth: 320 },
  },
  argTypes: {
    padding: { control: 'select', options: tokens(vars.space) },
    background: { control: 'select', options: tokens(vars.color.background) },
    borderRadius: { control: 'select', options: tokens(vars.radius) },
    boxShadow: { control: 'select', options: tokens(vars.shadow) },
  },
} satisfies Meta<BoxProps>;

export default meta;
type Story = StoryObj<BoxProps>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByText('Available balance: 1,250.00');
    await expect(box.tagName).toBe('DIV');
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
    await expect(box).not.toHaveAttribute('role');
  },
};

/** The element carries the meaning: a `section` named by its heading is a region landmark. */
export const AsElement: Story = {
  render: (args) => (
    <Box {...args} as="section" aria-labelledby="limits-title">
      <h2 id="limits-title" style={{ margin: 0 }}>
        Deposit limits
      </h2>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Deposit limits' })).toBeVisible();
  },
};

/** `asChild` styles the one child (a router link) instead of wrapping it: one element, one tab stop. */
export const AsChild: Story = {
  args: { padding: 'small', boxShadow: undefined, background: 'selected', borderRadius: 'medium' },
  // The child given here replaces the args' text.
  render: (args) => (
    <Box {...args} asChild>
      <a href="#statement">Account statement</a>
    </Box>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Account statement' });
    await expect(getComputedStyle(link).paddingLeft).toBe('8px');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
