// Sent offline: the record waits on the device, the form says so and how many wait, and once the
// connection returns it reaches the server, stored once.
import { expect, test, type Page } from '@playwright/test';

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

async function controlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByText('Saved on this device for offline use.')).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('a question sent offline waits on the device and reaches the server once, when back online', async ({ page, context }) => {
  await controlled(page, '/playtests/ask/?version=v0.2&rule=move-action');
  await context.setOffline(true);
  const form = page.getByRole('form', { name: 'Rule question' });
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/questions'));
  await form.getByLabel('Your question').fill('Asked with no connection: can a Move stop short?');
  await form.getByRole('button', { name: 'Send the question' }).click();
  await expect(form.getByRole('status')).toContainText('You are offline. It is saved on this device and will be sent when you are back online.');
  await expect(form.getByRole('status')).toContainText('1 record waits on this device to be sent.');
  const body = JSON.parse((await posted).postData()!);

  // Still offline on the next visit: it still waits.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Rule question' }).getByRole('status')).toContainText('1 record waits');

  await context.setOffline(false);
  await expect(page.getByRole('form', { name: 'Rule question' }).getByRole('status')).not.toContainText('waits', { timeout: 30_000 });
  const again = await page.request.post('/api/questions', { data: body });
  expect(again.status(), 'stored already: the second send changes nothing').toBe(200);
});
