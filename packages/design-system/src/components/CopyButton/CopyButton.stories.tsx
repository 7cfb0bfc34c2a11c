import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { CopyButton } from './CopyButton.tsx';
import { copyButtonSizes, copyButtonVariants } from './CopyButton.css.ts';

const meta = {
  title: 'Design System/CopyButton',
  component: CopyButton,
  args: { value: 'REF-7Q4K2', onCopied: fn(), onCopyError: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: copyButtonSizes },
    variant: { control: 'inline-radio', options: copyButtonVariants },
  },
  // Headless browsers do not reliably grant clipboard permission: stand in for it, and put it back after.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.small }}>
      <code style={{ fontFamily: vars.font.family.mono }}>{args.value}</code>
      <CopyButton {...args} />
    </div>
  ),
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('REF-7Q4K2');
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toHaveAttribute(
      'data-state',
      'copied',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await expect(args.onCopied).toHaveBeenCalledWith('REF-7Q4K2');
  },
};

export const Playground: Story = { args: { size: 'medium', variant: 'outline', iconOnly: false } };

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toHaveFocus();
    await expect(args.onCopied).toHaveBeenCalledOnce();
  },
};

export const AppMessage: Story = {
  args: { label: 'Copy referral code', copiedLabel: 'Referral code copied', copiedDuration: 300 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy referral code' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Referral code copied');
    // Back to its resting state once the moment has passed.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy referral code' })).toBeVisible(), {
      timeout: 3000,
    });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true, label: 'Copy account number', value: '0042-1187-55', variant: 'ghost' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy account number' }));
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(args.onCopied).toHaveBeenCalledWith('0042-1187-55');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.small }}>
      {copyButtonSizes.map((size) => (
        <CopyButton key={size} {...args} size={size} label={`Copy (${size})`} />
      ))}
      {copyButtonSizes.map((size) => (
        <CopyButton key={`icon-${size}`} {...args} size={size} iconOnly label={`Copy icon (${size})`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(copyButtonSizes.length * 2);
  },
};

export const ClipboardRefused: Story = {
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(args.onCopyError).toHaveBeenCalledWith(expect.objectContaining({ name: 'NotAllowedError' })),
    );
    await expect(args.onCopied).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveAttribute('data-state', 'idle');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeDisabled();
  },
};
