import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { appRuns } from './app';
import { repoRoot } from './site';
import { nodeCommand } from '../../scripts/lib/processes';

export const AUTH_EMULATOR = 'http://127.0.0.1:9099';
export const EMULATOR_PROJECT = 'demo-mitti';

export interface Shopper {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

/** A fresh shopper account, created through the Auth emulator's REST API (no UI involved). */
export async function createShopper(overrides: Partial<Omit<Shopper, 'uid'>> = {}): Promise<Shopper> {
  const shopper = {
    email: `shopper-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Clay-pots-42!',
    displayName: 'Test Shopper',
    ...overrides,
  };
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...shopper, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Auth emulator signUp: ${response.status} ${await response.text()}`);
  const { localId } = (await response.json()) as { localId: string };
  return { uid: localId, ...shopper };
}

/** The owner's way in (README): an account, then `npm run admin -- grant <email>`, then a sign-in. */
export async function createOwner(): Promise<Shopper> {
  const owner = await createShopper({ displayName: 'Studio Owner' });
  await promisify(execFile)(...nodeCommand('tsx', ['scripts/admin.ts', 'grant', owner.email]), { cwd: repoRoot });
  return owner;
}

/**
 * Signs in through the /login form and waits until the navbar shows the signed-in profile menu. The form is
 * filled once the sign-in page is on screen: after a link to it, the address changes at once while the page
 * left stays until the sign-in chunk arrives, and the checkout's own Email field took the address (a CI run).
 */
export async function signIn(page: Page, shopper: Pick<Shopper, 'email' | 'password'>): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In', exact: true })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
}

/** Signs out through the navbar's profile menu; the site returns to the home page. */
export async function signOut(page: Page): Promise<void> {
  // Signing out is the app's: the sign-in provider runs in the browser.
  await appRuns(page);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
}
