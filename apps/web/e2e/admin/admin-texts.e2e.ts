import type { Page } from '@playwright/test';
import { expect, test, unique, type AdminApi } from './support/admin-fixtures.js';

interface FullText {
  id: number;
  slug: string;
  title: string;
  alternativeTitles: string[];
  keywords: string[];
  contents: Array<{ languageCode: string; content: string; isTransliteration: boolean }>;
}

const block = (page: Page, number: number) =>
  page.getByRole('group', { name: new RegExp(`^Content block ${number}:`) });
const blocks = (page: Page) => page.getByRole('group', { name: /^Content block \d+:/ });
const slugOf = (title: string) => title.toLowerCase().replace(/\s+/g, '-');

/** A text with three languages (one a transliteration), made through the API. */
async function arrangeText(api: AdminApi, title: string): Promise<FullText> {
  const categoryId = await api.idBySlug('categories', 'aartis');
  const created = await api.post<FullText>('/api/admin/texts/import', {
    title,
    slug: slugOf(title),
    categoryId,
    contents: [
      { languageCode: 'hi', content: 'ॐ जय शिव ओंकारा ।\nस्वामी जय शिव ओंकारा ॥' },
      { languageCode: 'en', content: 'Om jai Shiv Omkara', isTransliteration: true },
      { languageCode: 'sa', content: 'ॐ नमः शिवाय ॥' },
    ],
  });
  expect(created.status).toBe(201);
  return created.body;
}

test.describe('single text import', () => {
  test('creates a text with three languages, one a transliteration, and clears the form', async ({
    portal,
    page,
    api,
  }) => {
    await portal.enter();
    const title = unique('Om Namah Shivaya Aarti');
    await portal.field(/^Title/).fill(title);
    await expect(portal.field(/^Slug/)).toHaveValue(slugOf(title));
    await page.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Aartis' });
    await page.getByRole('combobox', { name: /^Deity/ }).selectOption({ label: 'Shiva' });
    await portal.field(/^Description/).fill('An aarti of <b>Shiva</b>.');
    await portal.field(/^Author/).fill('Traditional');

    // A new text starts with one Sanskrit block; added blocks start in English.
    await expect(blocks(page)).toHaveCount(1);
    await expect(block(page, 1).getByRole('combobox', { name: 'Language' })).toHaveValue('sa');
    await block(page, 1)
      .getByRole('textbox', { name: /^Content/ })
      .fill('ॐ नमः शिवाय ।\n<script>alert(1)</script>');
    await page.getByRole('button', { name: 'Add Language' }).click();
    await expect(block(page, 2).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await block(page, 2).getByRole('checkbox', { name: 'This is a transliteration' }).check();
    await block(page, 2)
      .getByRole('textbox', { name: /^Content/ })
      .fill('Om namah Shivaya');
    await page.getByRole('button', { name: 'Add Language' }).click();
    await block(page, 3).getByRole('combobox', { name: 'Language' }).selectOption('hi');
    await block(page, 3)
      .getByRole('textbox', { name: /^Content/ })
      .fill('ॐ जय शिव ओंकारा ।');
    await expect(block(page, 1).getByRole('textbox', { name: /^Content/ })).toHaveAttribute('lang', 'sa');
    await expect(block(page, 2).getByRole('textbox', { name: /^Content/ })).toHaveAttribute('lang', 'en');
    await expect(block(page, 3).getByRole('textbox', { name: /^Content/ })).toHaveAttribute('lang', 'hi');
    await expect(block(page, 2)).toHaveAccessibleName('Content block 2: English (transliteration)');

    await page.getByRole('button', { name: 'Save Devotional Text' }).click();
    await portal.expectToast('Success', `Imported "${title}" successfully`);
    await expect(portal.field(/^Title/)).toHaveValue('');
    await expect(blocks(page)).toHaveCount(1);
    await expect(block(page, 1).getByRole('textbox', { name: /^Content/ })).toHaveValue('');

    const saved = await api.get<FullText>(`/api/admin/texts/${await api.idBySlug('texts', slugOf(title))}`);
    expect(saved.contents.map((c) => [c.languageCode, c.isTransliteration]).sort()).toEqual([
      ['en', true],
      ['hi', false],
      ['sa', false],
    ]);
    const reading = await page.goto(`/texts/${slugOf(title)}?language=sa`);
    expect(reading?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Stored content is text, never markup.
    await expect(page.getByText('<script>alert(1)</script>')).toBeVisible();
  });

  test('in create mode removes a block from the form, but never the last one', async ({ portal, page }) => {
    await portal.enter();
    await page.getByRole('button', { name: 'Add Language' }).click();
    await expect(blocks(page)).toHaveCount(2);
    await expect(block(page, 2).getByRole('button', { name: 'Delete permanently' })).toHaveCount(0);
    await block(page, 2).getByRole('button', { name: 'Remove from form' }).click();
    await expect(blocks(page)).toHaveCount(1);
    await block(page, 1).getByRole('button', { name: 'Remove from form' }).click();
    await portal.expectToast('Cannot remove', 'At least one language content is required');
    await expect(blocks(page)).toHaveCount(1);
  });

  test('says what is missing, and shows the server’s field problems next to the field', async ({ portal, page }) => {
    await portal.enter();
    await page.getByRole('button', { name: 'Save Devotional Text' }).click();
    const form = page.getByRole('form', { name: 'New devotional text' });
    await expect(form).toContainText('Title is required');
    await expect(form).toContainText('Slug is required');
    await expect(form).toContainText('Category is required');
    await expect(form).toContainText('Content is required');
    await expect(portal.field(/^Title/)).toBeFocused();

    await portal.field(/^Title/).fill('Shiv Chalisa');
    await expect(form).not.toContainText('Title is required');
    await page.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Chalisas' });
    await block(page, 1)
      .getByRole('textbox', { name: /^Content/ })
      .fill('ॐ नमः शिवाय');
    await page.getByRole('button', { name: 'Save Devotional Text' }).click();
    await portal.expectToast('Failed to save text', 'The slug "shiv-chalisa" is already taken');
    await expect(portal.field(/^Slug/)).toHaveAccessibleDescription(/The slug "shiv-chalisa" is already taken/);
  });

  test('edits a text: deletes languages permanently, saves, keeps its history and restores it, then deletes it', async ({
    portal,
    page,
    api,
  }) => {
    test.setTimeout(90_000);
    const text = await arrangeText(api, unique('Om Jai Shiv Omkara'));
    await portal.enter();
    await portal.editFromManage(text.title);
    await expect(portal.field(/^Title/)).toHaveValue(text.title);
    await expect(blocks(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Delete permanently' })).toHaveCount(3);

    // A block added while editing is not saved yet: it only leaves the form.
    await page.getByRole('button', { name: 'Add Language' }).click();
    await expect(block(page, 4).getByRole('button', { name: 'Remove from form' })).toBeVisible();
    await block(page, 4).getByRole('button', { name: 'Remove from form' }).click();

    // Saved contents come back originals first, then transliterations.
    const transliteration = page.getByRole('group', { name: /: English \(transliteration\)$/ });
    await transliteration.getByRole('button', { name: 'Delete permanently' }).click();
    await portal.confirm('Delete this language permanently?', 'Delete permanently');
    await portal.expectToast('Success', 'English content deleted successfully');
    await expect(blocks(page)).toHaveCount(2);
    expect((await api.get<FullText>(`/api/admin/texts/${text.id}`)).contents).toHaveLength(2);

    await page
      .getByRole('group', { name: /: Hindi$/ })
      .getByRole('button', { name: 'Delete permanently' })
      .click();
    await portal.confirm('Delete this language permanently?', 'Delete permanently');
    await portal.expectToast('Success', 'Hindi content deleted successfully');
    await expect(block(page, 1)).toHaveAccessibleName('Content block 1: Sanskrit');
    await expect(blocks(page)).toHaveCount(1);

    await block(page, 1).getByRole('button', { name: 'Delete permanently' }).click();
    await portal.expectToast('Cannot remove', 'At least one language content is required');
    await page.getByRole('button', { name: 'Add Language' }).click();
    await block(page, 1).getByRole('button', { name: 'Delete permanently' }).click();
    await portal.expectToast('Cannot delete', 'At least one language content is required');
    await block(page, 2).getByRole('button', { name: 'Remove from form' }).click();

    const renamed = `${text.title} (revised)`;
    await portal.field(/^Title/).fill(renamed);
    await expect(portal.field(/^Slug/)).toHaveValue(text.slug);
    await page.getByRole('button', { name: 'Save Devotional Text' }).click();
    await portal.expectToast('Success', `Updated "${renamed}" successfully`);
    await expect(portal.field(/^Title/)).toHaveValue('');
    await expect(page.getByText('Edit mode')).toHaveCount(0);

    await portal.openTab('Manage Content');
    await page.getByRole('searchbox', { name: 'Filter texts' }).fill(renamed);
    await page.getByRole('button', { name: `History of ${renamed}` }).click();
    const history = portal.dialog(`History of "${renamed}"`);
    await expect(history.getByRole('row')).toHaveCount(4);
    await expect(history).toContainText('Before a language was deleted');
    await history
      .getByRole('button', { name: /^Restore the version of/ })
      .last()
      .click();
    await portal.confirm('Restore this version?', 'Restore');
    await portal.expectToast('Success', `Restored "${text.title}" to the version of`);
    const restored = await api.get<FullText>(`/api/admin/texts/${text.id}`);
    expect(restored.title).toBe(text.title);
    expect(restored.contents).toHaveLength(3);

    await page.getByRole('searchbox', { name: 'Filter texts' }).fill(text.title);
    const row = page.getByRole('row').filter({ hasText: text.title });
    await expect(row).toHaveCount(1);
    await page.getByRole('button', { name: `Delete ${text.title}` }).click();
    await portal.confirm('Delete this text?', 'Cancel');
    await expect(row).toHaveCount(1);
    await page.getByRole('button', { name: `Delete ${text.title}` }).click();
    await portal.confirm('Delete this text?', 'Delete text');
    await portal.expectToast('Success', `Deleted "${text.title}"`);
    await expect(row).toHaveCount(0);
    expect((await page.request.get(`/api/texts/${text.slug}`)).status()).toBe(404);
  });

  test('gives a text other titles and keywords: a refusal keeps what was typed; search then finds the text by them', async ({
    portal,
    page,
    api,
  }) => {
    const text = await arrangeText(api, unique('Om Jai Shiv Omkara'));
    await portal.enter();
    await portal.editFromManage(text.title);
    const otherTitles = portal.field(/^Other titles/);
    const keywords = portal.field(/^Keywords/);
    await expect(otherTitles).toHaveValue('');
    await expect(otherTitles).toHaveAccessibleDescription(/one per line/);
    await expect(keywords).toHaveAccessibleDescription(/separated by commas/);

    // Typed from the keyboard: one title per line, and Tab moves on to the keywords.
    await otherTitles.focus();
    await page.keyboard.type('Kailashpati Sandhya Aarti');
    await page.keyboard.press('Enter');
    const tooLong = `Shiva ${'a'.repeat(200)}`;
    await page.keyboard.type(tooLong);
    await page.keyboard.press('Tab');
    await expect(keywords).toBeFocused();
    await page.keyboard.type('pradosh vrat, Monday');
    await page.getByRole('button', { name: 'Save Devotional Text' }).click();
    await portal.expectToast('Failed to save text');
    await expect(otherTitles).toHaveAccessibleDescription(/Other title must be at most 200 characters/);
    await expect(otherTitles).toHaveValue(`Kailashpati Sandhya Aarti\n${tooLong}`);
    await expect(keywords).toHaveValue('pradosh vrat, Monday');

    await otherTitles.fill('Kailashpati Sandhya Aarti\nShiv Omkar Aarti');
    await page.getByRole('button', { name: 'Save Devotional Text' }).click();
    await portal.expectToast('Success', `Updated "${text.title}" successfully`);
    const saved = await api.get<FullText>(`/api/admin/texts/${text.id}`);
    expect(saved.alternativeTitles).toEqual(['Kailashpati Sandhya Aarti', 'Shiv Omkar Aarti']);
    expect(saved.keywords).toEqual(['pradosh vrat', 'Monday']);
    for (const query of ['kailashpati sandhya aarti', 'pradosh vrat']) {
      const hits = (await (await page.request.get(`/api/search?q=${encodeURIComponent(query)}`)).json()) as Array<{
        slug: string;
      }>;
      expect(hits[0]?.slug, query).toBe(text.slug);
    }

    await portal.editFromManage(text.title);
    await expect(otherTitles).toHaveValue('Kailashpati Sandhya Aarti\nShiv Omkar Aarti');
    await expect(keywords).toHaveValue('pradosh vrat, Monday');
  });

  test('warns before leaving a form with unsaved changes', async ({ portal, page }) => {
    await portal.enter();
    await portal.field(/^Title/).fill('Half-typed title');
    await portal.tab('Batch Import').click();
    await portal.confirm('Discard unsaved changes?', 'Keep editing');
    await expect(portal.tab('Single Text Import')).toHaveAttribute('aria-selected', 'true');
    await expect(portal.field(/^Title/)).toHaveValue('Half-typed title');

    const beforeUnload = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(beforeUnload).toBe(true);

    await portal.tab('Batch Import').click();
    await portal.confirm('Discard unsaved changes?', 'Discard changes');
    await expect(portal.tab('Batch Import')).toHaveAttribute('aria-selected', 'true');
    await portal.openTab('Single Text Import');
    await expect(portal.field(/^Title/)).toHaveValue('');
  });

  test('AI Assist: both dialogs check their input, say that no AI provider is configured, and convert scripts offline', async ({
    portal,
    page,
    api,
  }) => {
    // The offline script conversion needs no key: every server can run it.
    const models =
      await api.get<Array<{ choice: string; available: boolean; reason: string | null }>>('/api/admin/ai/models');
    expect(models.find((model) => model.choice === 'transliterate')).toMatchObject({ available: true, reason: null });
    await portal.enter();
    await portal.field(/^Title/).fill('Gayatri');
    await block(page, 1)
      .getByRole('textbox', { name: /^Content/ })
      .fill('ॐ भूर्भुवः स्वः');
    await page.getByRole('button', { name: 'Add Language' }).click();

    await page.getByRole('button', { name: 'AI Assist' }).click();
    await page.getByRole('menuitem', { name: 'Generate Content' }).click();
    const generate = portal.dialog('Generate Content with AI');
    await expect(generate.getByTestId('no-ai-provider')).toContainText('No AI provider is configured');
    await expect(generate.getByRole('combobox', { name: 'Source language' })).toHaveValue(/.+/);
    // Languages the text has are not offered as targets; models without a key are listed, disabled.
    await expect(generate.getByRole('checkbox', { name: /^Sanskrit/ })).toHaveCount(0);
    await expect(generate.getByRole('checkbox', { name: /^English/ })).toHaveCount(0);
    await expect(generate.getByRole('option', { name: /^Claude Sonnet .*\(unavailable: / }).first()).toBeDisabled();
    // The dialog's default (Claude) cannot run here: it picks what can, the script conversion.
    await expect(generate.getByRole('combobox', { name: 'AI model' })).toHaveValue('transliterate');
    await generate.getByRole('button', { name: 'Generate' }).click();
    await expect(generate.getByRole('alert')).toContainText('Please select at least one target language');

    // A provider that is not configured answers 503: the dialog says so.
    await page.route('**/trpc/admin.ai.generateContent*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            message: 'Set ANTHROPIC_API_KEY to use this model',
            code: -32603,
            data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 },
          },
        }),
      }),
    );
    await generate.getByRole('checkbox', { name: /^Telugu/ }).check();
    await generate.getByRole('button', { name: 'Generate' }).click();
    await expect(generate.getByTestId('no-ai-provider')).toContainText('Set ANTHROPIC_API_KEY to use this model');
    await portal.expectToast('Generation failed');
    await page.unroute('**/trpc/admin.ai.generateContent*');

    // Script conversion runs without a key: Telugu from the Sanskrit, marked as an AI draft.
    await generate.getByRole('button', { name: 'Generate' }).click();
    await expect(generate).toBeHidden();
    const telugu = page.getByRole('group', { name: /: Telugu$/ });
    await expect(telugu).toContainText('AI draft: review before saving');
    await expect(telugu.getByRole('textbox', { name: /^Content/ })).toHaveAttribute('lang', 'te');
    await expect(telugu.getByRole('textbox', { name: /^Content/ })).toHaveValue(/\p{Script=Telugu}/u);

    await page.getByRole('button', { name: 'AI Assist' }).click();
    await page.getByRole('menuitem', { name: 'Verify & Fix' }).click();
    const verify = portal.dialog('Verify & Fix Content');
    const empty = verify.getByRole('checkbox', { name: 'English' });
    await expect(empty).toBeDisabled();
    await expect(verify).toContainText('Empty');
    await verify.getByRole('button', { name: 'Verify & Fix' }).click();
    await expect(verify.getByRole('alert')).toContainText('Please select at least one language to verify and fix');
    await verify.getByRole('checkbox', { name: 'Sanskrit' }).check();
    await verify.getByRole('button', { name: 'Verify & Fix' }).click();
    await expect(verify.getByRole('alert')).toContainText(
      'Failed to verify/fix Sanskrit content: Script conversion cannot verify or fix content',
    );
    await portal.expectToast('Verification failed');
  });
});
