import { expect, type Page } from '@playwright/test';

/** The mail catcher `npm start` runs (README): MailDev 3, its REST API under /api. */
export const CATCHER = 'http://localhost:1080';

/** What MailDev 3 shows of a message; it keeps few of its headers (no Reply-To, no List-*: see `header`). */
export interface CaughtMail {
  id: string;
  subject: string;
  html: string;
  to: { address: string }[];
}

/** A header of a caught message as the SMTP server received it (its raw source), unfolded. */
export async function header(mail: CaughtMail, name: string): Promise<string | undefined> {
  const source = await (await fetch(`${CATCHER}/api/email/${mail.id}/source`)).text();
  const block = source.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return block
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}

/** Waits for a message to `address` whose subject matches, as the shopper's inbox would show it. */
export async function mailTo(address: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${CATCHER}/api/email?to.address=${encodeURIComponent(address)}`);
        const mails = (await response.json()) as CaughtMail[];
        found = mails.find((mail) => subject.test(mail.subject));
        return found?.subject ?? null;
      },
      { timeout: 20_000 },
    )
    .toMatch(subject);
  return found!;
}

/** Opens a caught message's HTML part as the mail client shows it, and follows its link named `name`. */
export async function followLink(page: Page, mail: CaughtMail, name: string | RegExp): Promise<void> {
  await page.setContent(mail.html);
  const href = await page.getByRole('link', { name }).getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(href!);
}
