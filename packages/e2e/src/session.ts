import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { Hex } from 'viem';
import { newContext } from './browser.ts';
import { installTestWallet, type TestWallet } from './wallet.ts';

export interface Session {
  accessToken: string;
  user: { publicKey: string; username: string };
}

/** Signs in through the api's password login (the form itself is tested in auth.test.ts). */
export async function apiLogin(appUrl: string, username: string): Promise<Session> {
  const response = await fetch(`${appUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'vrmarket' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username}: ${response.status}`);
  const body = (await response.json()) as {
    data: { access_token: string; user_data: Session['user'] };
  };
  return { accessToken: body.data.access_token, user: body.data.user_data };
}

/** Every page of `context` starts signed in as `session`: stored where the app keeps it, before it runs. */
export async function signInContext(context: BrowserContext, session: Session): Promise<void> {
  await context.addInitScript(
    ([token, user]) => {
      // Init scripts also run in framed pages (the sandboxed land map), which have no storage.
      if (window !== window.top) return;
      localStorage.setItem('access_token', token);
      localStorage.setItem('userData', user);
    },
    [session.accessToken, JSON.stringify(session.user)] as const,
  );
}

/** Opens the app on `page` signed in as `username`. */
export async function signIn(page: Page, appUrl: string, username: string): Promise<Session> {
  const session = await apiLogin(appUrl, username);
  await signInContext(page.context(), session);
  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  return session;
}

/** Connects the injected MetaMask from the header; the linked wallet then closes the dialog. */
export async function connectWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
  await dialog.getByText('MetaMask').click();
  await page.getByText('Wallet connected.').waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/** A new browser context signed in as `username`, with the wallet of `privateKey` injected and connected. */
export async function signedInPage(
  browser: Browser,
  options: {
    appUrl: string;
    rpcUrl: string;
    chainId: number;
    username: string;
    privateKey: Hex;
    contextOptions?: BrowserContextOptions;
  },
): Promise<{ context: BrowserContext; page: Page; wallet: TestWallet }> {
  const context = await newContext(browser, options.contextOptions);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
  const wallet = await installTestWallet(page, {
    privateKey: options.privateKey,
    rpcUrl: options.rpcUrl,
    startChainId: options.chainId,
  });
  await signIn(page, options.appUrl, options.username);
  await connectWallet(page);
  return { context, page, wallet };
}
