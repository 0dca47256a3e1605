import type { Page } from 'playwright-core';

/** The ways the browser tests find things: as a person would, by label, role and text. */
export function pageHelpers(page: Page) {
  return {
    field: (label: string) => page.getByLabel(label, { exact: true }),
    button: (name: string) => page.getByRole('button', { name, exact: true }),
    /** Waits for a toast (or any text) to show. */
    toast: (text: string) => page.getByText(text, { exact: true }).first().waitFor(),
    heading: (name: string) => page.getByRole('heading', { level: 1, name }).waitFor(),
  };
}

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** A new account's details; the address is unique so reruns against kept data do not clash. */
export function newAccount(username: string): Account {
  const unique = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
  return { username, email: `${username}.${unique}@example.com`, password: 'first-secret' };
}

/** Fills and sends the register form at /auth; the caller checks what happens next. */
export async function submitRegistration(page: Page, baseUrl: string, account: Account) {
  const { field, button, heading } = pageHelpers(page);
  await page.goto(`${baseUrl}/auth`);
  await heading('Get Started');
  await field('Username').fill(account.username);
  await field('Email').fill(account.email);
  await field('Password').fill(account.password);
  await field('Confirm password').fill(account.password);
  await button('Create Account').click();
}

/** Registers through the form and waits for the dashboard. */
export async function register(page: Page, baseUrl: string, account: Account) {
  await submitRegistration(page, baseUrl, account);
  await page.waitForURL(/\/dashboard$/);
  await pageHelpers(page).heading(`Welcome, ${account.username}!`);
}

/** The signed-in user's id, as the server knows it (GET /api/auth/me). */
export async function signedInUserId(page: Page): Promise<string> {
  const id = await page.evaluate(async () => {
    const response = await fetch('/api/auth/me', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'id' in body ? String(body.id) : '';
  });
  if (!id) throw new Error('No signed-in user in this page');
  return id;
}
