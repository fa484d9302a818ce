// Founder and supplier in two browsers: text, an image and a PDF appear on the other side without a reload,
// and a meeting request is accepted (issue 4).
import type { Page } from '@playwright/test';
import { ACCOUNTS, createStore, DEMO_PASSWORD, expect, signIn, test, useToken } from '../fixtures';

// A 1×1 PNG and a one-page PDF: real files, checked by the server's content sniffing.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const said = (page: Page, text: string) => page.getByTestId('message-text').filter({ hasText: text });

test('founder and supplier talk in real time: text, image, PDF and an accepted meeting', async ({
  browser,
  request,
}) => {
  const store = await createStore(request, { title: `Realtime Candles ${Date.now() % 100000}` });
  const login = await request.post('/rest/main/login', {
    data: { email: ACCOUNTS.supplier, password: DEMO_PASSWORD },
  });
  const supplierToken = ((await login.json()) as { token: string }).token;
  const me = await request.get('/rest/main/web/stores/me', {
    headers: { authorization: `Bearer ${supplierToken}` },
  });
  const { supplierId } = (await me.json()) as { supplierId: number };

  const founderContext = await browser.newContext();
  const supplierContext = await browser.newContext();
  const founder = await founderContext.newPage();
  const supplier = await supplierContext.newPage();
  await useToken(founder, store.token);
  // The supplier signs in through the login page: it lands in its own portal.
  await signIn(supplier, ACCOUNTS.supplier, DEMO_PASSWORD, '/supplier');

  // The founder starts the conversation from the supplier (the same link as "Message supplier").
  await founder.goto(`/browse-suppliers/supplier-profile/${supplierId}`);
  await founder
    .getByRole('link', { name: /message supplier/i })
    .first()
    .click();
  await expect(founder).toHaveURL(/\/inbox\/messages\?.*conversation=\d+/);
  const conversationId = new URL(founder.url()).searchParams.get('conversation');
  const composer = founder.getByRole('textbox', { name: 'Message' });
  await composer.fill('Hello! Can you make an 8 oz amber jar candle?');
  await composer.press('Enter');
  await expect(said(founder, 'Hello! Can you make an 8 oz amber jar candle?')).toBeVisible();

  // The supplier's portal shows it; its reply reaches the founder without a reload.
  await supplier.goto(`/supplier/inbox?conversation=${conversationId}`);
  await expect(said(supplier, 'Hello! Can you make an 8 oz amber jar candle?')).toBeVisible();
  const reply = supplier.getByRole('textbox', { name: 'Message' });
  await reply.fill('Yes, we pour those every week.');
  await reply.press('Enter');
  await expect(said(founder, 'Yes, we pour those every week.')).toBeVisible();

  // An image and a PDF from the founder, uploaded with progress and sent as they finish.
  await founder.locator('input[type=file]').setInputFiles([
    { name: 'label-swatch.png', mimeType: 'image/png', buffer: PNG },
    { name: 'spec-sheet.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await expect(supplier.getByRole('button', { name: /open image label-swatch\.png/i })).toBeVisible();
  await expect(supplier.getByText('spec-sheet.pdf').first()).toBeVisible();

  // The supplier sends an image back; the founder sees it live.
  await supplier
    .locator('input[type=file]')
    .setInputFiles({ name: 'jar-photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(founder.getByRole('button', { name: /open image jar-photo\.png/i })).toBeVisible();

  // A meeting request from the founder, accepted by the supplier: both see the meeting.
  await founder.getByRole('button', { name: 'Propose meeting' }).click();
  await founder.getByLabel('Topic').fill('Fragrance load and label');
  const tomorrow = new Date(Date.now() + 26 * 3600_000);
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
  await founder.getByLabel('Proposed time 1').fill(local);
  await founder.getByRole('button', { name: 'Send proposal' }).click();
  const request_ = supplier.getByTestId('meeting-request').last();
  await expect(request_).toContainText('Fragrance load and label');
  await request_.getByRole('button', { name: /^Accept / }).click();
  await expect(founder.getByTestId('meeting').last()).toContainText('Fragrance load and label');
  await expect(founder.getByRole('link', { name: /join meeting/i }).last()).toBeVisible();
  await expect(supplier.getByTestId('meeting').last()).toBeVisible();

  await founderContext.close();
  await supplierContext.close();
});
