import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { MenuIcon } from '../../icons/icons.tsx';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is named by its label, not by its icon', async () => {
    await renderThemed(<IconButton label="Open menu" icon={<MenuIcon />} />);
    await expect.element(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expectNoAxeViolations();
  });
});
