import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { ResponsibleGamingScreen } from './ResponsibleGamingScreen.tsx';
import { TermsScreen } from './TermsScreen.tsx';
import { UnderMaintenanceScreen } from './UnderMaintenanceScreen.tsx';

const meta = {
  title: 'Screens/Player/Info',
  component: NotFoundScreen,
  decorators: [withRouter],
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Opps! Page not found.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  },
};

/** A link to a closed table (spec 2 sends it to /not-found): the page names the game and its lobby. */
export const GameClosed: Story = {
  parameters: { route: '/not-found?game=teen20' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '20-20 Teenpatti is closed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Live Casino' })).toHaveAttribute(
      'href',
      '/casino-in/live-dmd',
    );
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  },
};

/** A link to a provider's lobby the site does not open. */
export const ProviderClosed: Story = {
  parameters: { route: '/not-found?provider=evo', visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Evolution is closed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to International Casino' })).toHaveAttribute(
      'href',
      '/casino-int',
    );
  },
};

export const Maintenance: Story = {
  render: () => <UnderMaintenanceScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Under Main' })).toBeVisible();
    // Signed out by the maintenance refusal: the way back is signing in once the site is open.
    await expect(canvas.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
  },
};

export const Terms: Story = {
  render: () => <TermsScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/at least 18 years old/)).toBeVisible();
    await expect(canvas.getByText(/within 3 business days/)).toBeVisible();
  },
};

export const ResponsibleGaming: Story = {
  render: () => <ResponsibleGamingScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/24 hours, 1 week, 3 weeks or 6 weeks/)).toBeVisible();
    // Every tool points to the page where it is set, and nothing to pages that do not exist.
    const links = canvas.getAllByRole('link', { name: 'Responsible Gaming Tools' });
    await expect(links.length).toBeGreaterThanOrEqual(4);
    for (const link of links) await expect(link).toHaveAttribute('href', '/account/responsible-gaming');
    await expect(canvas.queryByText(/My Account tab|Self-Exclusion page|loss limits/)).toBeNull();
  },
};

export const Mobile: Story = { parameters: { phone: true }, render: () => <ResponsibleGamingScreen /> };
