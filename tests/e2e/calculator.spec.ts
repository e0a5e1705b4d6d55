import {expect, hydrated, test} from './fixtures';

// Rates (CNY): memory 0.020329 per GB·hour, CPU 0.038658 per core·hour, traffic 0.000782 per MB.
const total = (page: import('@playwright/test').Page) => page.locator('main output');

test.describe('price calculator', () => {
  test('the defaults (1 GB, 0.2 cores, 1 hour) cost ¥0.03', async ({page}) => {
    await page.goto('/calculator');
    await hydrated(page);
    await expect(total(page)).toContainText('0.03');
  });

  for (const [unit, expected] of [
    ['day', '0.67'], // 0.0280606 × 24
    ['month', '20.20'], // × 720
    ['year', '242.44'], // × 8640
  ] as const) {
    test(`one ${unit} of the defaults costs ¥${expected}`, async ({page}) => {
      await page.goto('/calculator');
      await hydrated(page);
      await page.getByRole('combobox').selectOption(unit);
      await expect(total(page)).toContainText(expected);
    });
  }

  test('traffic is charged per MB once, not per hour', async ({page}) => {
    await page.goto('/calculator');
    await hydrated(page);
    await page.getByRole('combobox').selectOption('month');
    await page.getByRole('textbox', {name: /Traffic/}).fill('100');
    // 20.2036 + 100 × 0.000782 = 20.2818
    await expect(total(page)).toContainText('20.28');
  });

  test('invalid input gets an inline message instead of a silent zero', async ({page}) => {
    await page.goto('/calculator');
    await hydrated(page);
    const memory = page.getByRole('textbox', {name: /Memory/});
    await memory.fill('two');
    await expect(memory).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await memory.getAttribute('aria-describedby')) ?? '';
    const message = page.locator(describedBy.split(' ').map((id) => `[id="${id}"]`).join(', ')).last();
    await expect(message).toBeVisible();
  });

  test('a quote is kept in the URL and survives a reload (shareable)', async ({page}) => {
    await page.goto('/calculator');
    await hydrated(page);
    await page.getByRole('textbox', {name: /Memory/}).fill('2');
    await page.getByRole('combobox').selectOption('month');
    await expect(page).toHaveURL(/[?&]memory=2(&|$)/);
    await expect(page).toHaveURL(/[?&]unit=month(&|$)/);
    const cost = await total(page).innerText();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('textbox', {name: /Memory/})).toHaveValue('2');
    await expect(total(page)).toHaveText(cost);
  });
});
