import { expect, forgiveRefusedCalls, ops, popup, registerByName, screenshot, test } from './fixtures';

/*
 * Feedback and complaints (issue 18): the popup opens from the footer, names every empty field in
 * one warning, counts the description, and sends it with the captcha; a wrong captcha is refused and
 * a new image shown. The browser cannot read the captcha, so the journey from a sent feedback to the
 * answer in the inbox is covered by the server tests (apps/server/test/feedback.test.ts); here the
 * operator's answer to a member's feedback is read in the inbox the same way any system message is.
 */

test('the feedback popup warns of empty fields, counts the description and refuses a wrong captcha', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = `fb${testInfo.project.name.slice(0, 1)}${Date.now().toString(36).slice(-6)}`;
  await registerByName(page, account, 'Play2win26');
  await page.getByRole('button', { name: 'Feedback and complaints' }).click();
  const form = popup(page);
  await expect(form.getByRole('heading', { name: 'Feedback and complaints' })).toBeVisible();
  // A member sends as their account: no name field.
  await expect(form.getByLabel('Your name')).toHaveCount(0);

  await form.getByRole('button', { name: 'Send' }).click();
  const warning = page.getByRole('dialog').filter({ hasText: 'is empty' });
  await expect(warning).toContainText('Question type, Description, Captcha is empty');
  await screenshot(page, 'feedback-empty');
  await warning.getByRole('button').first().click();

  await form.getByLabel('Question type').selectOption({ label: 'Withdrawal' });
  await form.getByLabel('Description').fill('My withdrawal has been pending since yesterday.');
  await expect(form.getByText('47/200')).toBeVisible();
  await form.getByRole('textbox', { name: 'Captcha' }).fill('ZZZZZ');
  await expect(form.getByRole('button', { name: 'Show a new captcha image' }).locator('img')).toBeVisible();
  await screenshot(page, 'feedback-filled');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('alert')).toHaveText(/do not match the picture/);
  forgiveRefusedCalls(consoleErrors);

  // Nothing was stored for the operator to answer.
  expect(ops('feedback', 'list', '--open')).not.toContain(account);
});
