import type { Locator, Page } from 'playwright-core';
import { amountOf } from './helpers.ts';

/**
 * The agent panel as an operator uses it, by roles and labels: sign-in, Add User, the client list's
 * rows and their dialogs, and the toasts that answer them.
 */

export interface Account {
  readonly username: string;
  readonly fullName: string;
  /** What the creator types; the account replaces it at its first sign-in. */
  readonly password: string;
  readonly newPassword: string;
  /** What the creator types; the first sign-in must choose another (issue 14). */
  readonly initialTransactionPassword: string;
  /** The account's own, chosen at its first sign-in. */
  readonly transactionPassword: string;
}

/**
 * The newest toast that carries `text` (the stack is one region, "Notifications (F8)"; a repeated answer
 * stacks under the one still showing).
 */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByText(text)
    .last();

/** A side's stored access token in a signed-in page. */
export const tokenOf = (page: Page, key: 'adminToken' | 'playerToken') =>
  page.evaluate((name) => localStorage.getItem(name) ?? '', key);

/** The login form of either side: `/login` or `/admin/login`. */
export async function submitLogin(page: Page, url: string, username: string, password: string) {
  await page.goto(url);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The forced first-login form: the new password twice and the transaction password. */
export async function changeFirstPasswords(page: Page, account: Account) {
  await page.getByRole('textbox', { name: 'New Password' }).fill(account.newPassword);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(account.newPassword);
  await page.getByRole('textbox', { name: 'Transaction Password' }).fill(account.transactionPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** Opens a screen from the panel's menu. */
export async function openFromMenu(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Agent panel' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/**
 * Fills every field of Add User for a new account and sends it. An operator account also gets a share and
 * every privilege the creator holds ("Select all"); a player gets its exposure limit.
 */
export async function addUser(
  page: Page,
  account: Account,
  fields: { role: string; creditReference: string } & ({ exposureLimit: string } | { partnership: string }),
) {
  await openFromMenu(page, 'Add User');
  const form = page.getByRole('main');
  await form.getByRole('heading', { name: 'Add User' }).waitFor();
  await form.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await form.getByRole('textbox', { name: 'Full Name' }).fill(account.fullName);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill(account.password);
  await form.getByRole('textbox', { name: 'Transaction Password' }).fill(account.initialTransactionPassword);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: fields.role, exact: true }).click();
  await form.getByRole('textbox', { name: 'Credit Reference' }).fill(fields.creditReference);
  if ('exposureLimit' in fields) {
    await form.getByRole('textbox', { name: 'Exposure Limit' }).fill(fields.exposureLimit);
  } else {
    await form.getByRole('textbox', { name: 'Partnership (%)' }).fill(fields.partnership);
    await form.getByRole('checkbox', { name: 'Select all' }).check();
  }
  await form.getByRole('button', { name: 'Create User' }).click();
  await toast(page, 'User successfully created').waitFor();
}

const clientTable = (page: Page): Locator => page.getByRole('table', { name: /Client List|Clients of/ });

/** A client's row in the list on screen. */
export const clientRow = (page: Page, username: string): Locator =>
  clientTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: username, exact: true }) });

/** A client's figure in the list, found under its column's heading as a reader finds it. */
export async function clientFigure(page: Page, username: string, column: string): Promise<number> {
  const headings = await clientTable(page).getByRole('columnheader').allInnerTexts();
  const index = headings.findIndex((heading) => heading.trim() === column);
  return amountOf(await clientRow(page, username).getByRole('cell').nth(index).innerText());
}

/**
 * Opens one of a client's actions ("Deposit" in its row, "Lock" ... under its "More"), lets `fill` type
 * into its dialog, adds the operator's transaction password and submits; resolves once the dialog has
 * closed on the server's yes.
 */
export async function clientAction(
  page: Page,
  username: string,
  action: string,
  transactionPassword: string,
  fill: (dialog: Locator) => Promise<void>,
) {
  const name = `${action} ${username}`;
  const inRow = clientRow(page, username).getByRole('button', { name, exact: true });
  if ((await inRow.count()) > 0) await inRow.click();
  else {
    // Actions other than the chips wait under the row's "More".
    await clientRow(page, username)
      .getByRole('button', { name: `More for ${username}` })
      .click();
    await page.getByRole('dialog', { name: username }).getByRole('button', { name, exact: true }).click();
  }
  const dialog = page.getByRole('dialog');
  await fill(dialog);
  await dialog.getByRole('textbox', { name: 'Transaction Password' }).fill(transactionPassword);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Deposits chips to a direct child from the client list; the server's answer shows as a toast. */
export async function deposit(page: Page, username: string, amount: string, transactionPassword: string) {
  await clientAction(page, username, 'Deposit', transactionPassword, (dialog) =>
    dialog.getByRole('textbox', { name: 'Amount' }).fill(amount),
  );
  await toast(page, 'Deposit successful').waitFor();
}

/** Sets a client's bet lock from its row's Lock dialog. */
export async function setBetLock(page: Page, username: string, locked: boolean, transactionPassword: string) {
  await clientAction(page, username, 'Lock', transactionPassword, (dialog) =>
    dialog.getByRole('switch', { name: 'Bet lock (cannot bet)' }).setChecked(locked),
  );
  await toast(page, `${username}: locks saved`).waitFor();
}
