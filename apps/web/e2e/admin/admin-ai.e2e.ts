import type { Locator, Page } from '@playwright/test';
import { MODEL_CHOICES, SYSTEM_PROMPT, findModelChoice } from '@bhakti/ai';
import { FAKE_KEY_ECHO, promptText, startFakeAiServer, type FakeAiServer } from '@bhakti/ai/testing';
import { convertScript, normalizeContent, parseVerses } from '@bhakti/core';
import { expect, test as base, type AdminApi, type Portal } from './support/admin-fixtures.js';
import { startAdminServer } from './support/admin-server.js';

// docs/product.md (the two AI dialogs), docs/api.md generate-content: the real
// server calls the real provider SDKs, which talk to a local fake of the OpenAI and Anthropic
// APIs. Only OpenAI and Anthropic have keys, so the Gemini and Grok choices are unavailable.

const KEYS = { openai: 'sk-e2e-openai-key-0001', anthropic: 'sk-ant-e2e-key-0002' };

interface FullText {
  id: number;
  slug: string;
  title: string;
  categoryId: number;
  deityId: number | null;
  description: string | null;
  author: string | null;
  isPopular: boolean;
  contents: Array<{ id: number; languageCode: string; content: string; isTransliteration: boolean }>;
}

const test = base.extend<{ fake: FakeAiServer }, { fakeAi: FakeAiServer }>({
  fakeAi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures.
    async ({}, use) => {
      const fake = await startFakeAiServer();
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  adminServer: [
    async ({ fakeAi }, use) => {
      const server = await startAdminServer({
        OPENAI_API_KEY: KEYS.openai,
        OPENAI_BASE_URL: fakeAi.openaiBaseUrl,
        ANTHROPIC_API_KEY: KEYS.anthropic,
        ANTHROPIC_BASE_URL: fakeAi.anthropicBaseUrl,
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // Each test starts with no queued replies and no recorded requests.
  fake: async ({ fakeAi }, use) => {
    fakeAi.reset();
    await use(fakeAi);
  },
});

const block = (page: Page, label: string) =>
  page.getByRole('group', { name: new RegExp(`^Content block \\d+: ${label}$`) });
const contentOf = (row: Locator) => row.getByRole('textbox', { name: /^Content/ });
const AI_DRAFT = 'AI draft: review before saving';

const modelId = (choice: string) => findModelChoice(choice)!.modelId!;
const labelOf = (choice: string) => findModelChoice(choice)!.label;

/** A Sanskrit text of the starter library, as the server has it. */
async function starterText(api: AdminApi, slug: string): Promise<FullText & { sanskrit: string }> {
  const text = await api.get<FullText>(`/api/admin/texts/${await api.idBySlug('texts', slug)}`);
  const sanskrit = text.contents.find((c) => c.languageCode === 'sa' && !c.isTransliteration);
  if (!sanskrit) throw new Error(`the starter text ${slug} has no Sanskrit`);
  return { ...text, sanskrit: sanskrit.content };
}

/** Logs in and opens a starter text in the edit form. */
async function editStarterText(portal: Portal, api: AdminApi, slug: string) {
  const text = await starterText(api, slug);
  await portal.enter();
  await portal.editFromManage(text.title);
  return text;
}

async function openDialog(portal: Portal, item: 'Generate Content' | 'Verify & Fix'): Promise<Locator> {
  await portal.page.getByRole('button', { name: 'AI Assist' }).click();
  await portal.page.getByRole('menuitem', { name: item }).click();
  const dialog = portal.dialog(item === 'Generate Content' ? 'Generate Content with AI' : 'Verify & Fix Content');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A Hindi rendering with the source's verses (the output checks count them). */
const hindiFor = (sanskrit: string) =>
  parseVerses(sanskrit)
    .map((lines, index) => [`श्लोक ${index + 1} का भावार्थ:`, ...lines.map((line) => `हे प्रभु, ${line}`)].join('\n'))
    .join('\n\n');

test.describe('AI assistance in the text form', () => {
  test('writes Telugu and English offline, Hindi with OpenAI, fixes the Sanskrit with Anthropic, and the save records it', async ({
    portal,
    page,
    api,
    fake,
  }) => {
    test.setTimeout(150_000);
    const text = await editStarterText(portal, api, 'achyutashtakam');
    expect(text.contents.map((c) => [c.languageCode, c.isTransliteration])).toEqual([
      ['en', false],
      ['sa', false],
      ['en', true],
    ]);

    // The dialog: no 'no provider' notice, Claude by default, keyless models listed but disabled.
    // The source is the first original with content: the English meaning, listed first.
    let generate = await openDialog(portal, 'Generate Content');
    await expect(generate.getByTestId('no-ai-provider')).toHaveCount(0);
    await expect(generate.getByRole('combobox', { name: 'Source language' }).locator('option:checked')).toHaveText(
      'English',
    );
    await expect(generate.getByRole('combobox', { name: 'AI model' })).toHaveValue('anthropic');
    await expect(generate.getByRole('combobox', { name: 'AI model' }).locator('option')).toHaveCount(
      MODEL_CHOICES.length,
    );
    const missingKey: Record<string, string> = { gemini: 'GEMINI_API_KEY', xai: 'XAI_API_KEY' };
    for (const model of MODEL_CHOICES) {
      const keyVariable = missingKey[model.provider];
      const option = generate.getByRole('option', {
        name: keyVariable ? `${model.label} (unavailable: Set ${keyVariable} to use this model)` : model.label,
        exact: true,
      });
      await expect(option.first()).toBeAttached();
      if (keyVariable) await expect(option.first()).toBeDisabled();
      else await expect(option.first()).toBeEnabled();
    }
    // Languages the text has, its English transliteration included, are not offered as targets.
    await expect(generate.getByRole('checkbox', { name: /^Sanskrit/ })).toHaveCount(0);
    await expect(generate.getByRole('checkbox', { name: /^English/ })).toHaveCount(0);
    await expect(generate.getByRole('checkbox', { name: /^Telugu/ })).toBeEnabled();
    await generate.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(generate.getByRole('alert')).toHaveText(/Please select at least one target language/);
    await generate.getByRole('button', { name: 'Cancel' }).click();
    await expect(generate).toBeHidden();
    // The dialog's submit stays in the dialog: the text form around it is neither saved nor left.
    await expect(page.getByRole('form', { name: `Edit ${text.title}` })).toBeVisible();

    // Replace the English transliteration by a machine-written one. Generating never overwrites a
    // language the text has, so the English meaning goes too.
    await block(page, 'English \\(transliteration\\)').getByRole('button', { name: 'Delete permanently' }).click();
    await portal.confirm('Delete this language permanently?', 'Delete permanently');
    await portal.expectToast('Success', 'English content deleted successfully');
    await block(page, 'English').getByRole('button', { name: 'Delete permanently' }).click();
    await portal.confirm('Delete this language permanently?', 'Delete permanently');
    await portal.expectToast('Success', 'English content deleted successfully');

    // Script conversion (offline): Telugu and English from the Sanskrit, no provider asked.
    generate = await openDialog(portal, 'Generate Content');
    await generate.getByRole('combobox', { name: 'AI model' }).selectOption('transliterate');
    await generate.getByRole('checkbox', { name: /^Telugu/ }).check();
    await generate.getByRole('checkbox', { name: /^English/ }).check();
    await generate.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(generate).toBeHidden();
    const telugu = block(page, 'Telugu');
    await expect(telugu).toContainText(AI_DRAFT);
    await expect(contentOf(telugu)).toHaveAttribute('lang', 'te');
    await expect(contentOf(telugu)).toHaveValue(
      normalizeContent(convertScript(text.sanskrit, { from: 'devanagari', to: 'telugu', language: 'sa' })),
    );
    await expect(contentOf(telugu)).toHaveValue(
      /^[^\p{Script=Devanagari}]*\p{Script=Telugu}[^\p{Script=Devanagari}]*$/u,
    );
    const english = block(page, 'English \\(transliteration\\)');
    await expect(english).toContainText(AI_DRAFT);
    await expect(english.getByRole('checkbox', { name: 'This is a transliteration' })).toBeChecked();
    await expect(contentOf(english)).toHaveValue(
      normalizeContent(convertScript(text.sanskrit, { from: 'devanagari', to: 'roman', language: 'sa' })),
    );
    await expect(contentOf(english)).toHaveValue(/^Achyutam keshavam/i);
    await expect(block(page, 'Sanskrit')).not.toContainText(AI_DRAFT);
    expect(fake.requests).toHaveLength(0);

    // Hindi with OpenAI: busy while the (slow) fake answers, then the answer reaches the form.
    const hindi = hindiFor(text.sanskrit);
    fake.reply({ text: hindi, delayMs: 2_000 });
    generate = await openDialog(portal, 'Generate Content');
    await expect(generate.getByRole('checkbox', { name: /^(Telugu|English)/ })).toHaveCount(0);
    await generate.getByRole('combobox', { name: 'AI model' }).selectOption('openai');
    await generate.getByRole('checkbox', { name: /^Hindi/ }).check();
    await generate.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(generate.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(generate.getByRole('checkbox', { name: /^Hindi/ })).toBeDisabled();
    await expect(generate.getByRole('combobox', { name: 'AI model' })).toBeDisabled();
    await expect(generate.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(generate).toBeHidden();
    const hindiRow = block(page, 'Hindi');
    await expect(hindiRow).toContainText(AI_DRAFT);
    await expect(contentOf(hindiRow)).toHaveValue(hindi);
    expect(fake.requests).toHaveLength(1);
    const [toOpenAi] = fake.requests;
    expect(toOpenAi!.path).toBe('/v1/chat/completions');
    expect(toOpenAi!.headers.authorization).toBe(`Bearer ${KEYS.openai}`);
    expect(toOpenAi!.body.model).toBe(modelId('openai'));
    expect(toOpenAi!.body.messages?.[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(toOpenAi!.body.messages?.[1]?.content).toContain(`Title: ${text.title}`);
    expect(toOpenAi!.body.messages?.[1]?.content).toContain('Translate this Sanskrit text into Hindi');
    expect(promptText(toOpenAi!)).toBe(text.sanskrit.trim());

    // Verify & Fix with Anthropic (the dialog's default): a typo in the Sanskrit is corrected.
    const withTypo = text.sanskrit.replace('केशवं', 'केसवं');
    expect(withTypo).not.toBe(text.sanskrit);
    await contentOf(block(page, 'Sanskrit')).fill(withTypo);
    await page.getByRole('button', { name: 'Add Language' }).click();
    await contentOf(block(page, 'English')).fill('   ');
    fake.reply({ text: text.sanskrit, delayMs: 2_000 });
    const verify = await openDialog(portal, 'Verify & Fix');
    await expect(verify.getByRole('combobox', { name: 'AI model' })).toHaveValue('anthropic');
    // A whitespace-only language cannot be chosen and says why.
    await expect(verify.getByRole('checkbox', { name: 'English', exact: true })).toBeDisabled();
    await expect(verify.getByText('Empty', { exact: true })).toHaveCount(1);
    for (const label of ['Sanskrit', 'Telugu', 'English (transliteration)', 'Hindi']) {
      await expect(verify.getByRole('checkbox', { name: label, exact: true })).toBeEnabled();
    }
    await verify.getByRole('button', { name: 'Verify & Fix' }).click();
    await expect(verify.getByRole('alert')).toHaveText(/Please select at least one language to verify and fix/);
    await verify.getByRole('checkbox', { name: 'Sanskrit', exact: true }).check();
    await verify.getByRole('button', { name: 'Verify & Fix' }).click();
    await expect(verify.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(verify.getByRole('checkbox', { name: 'Sanskrit', exact: true })).toBeDisabled();
    await expect(verify).toBeHidden();
    await expect(contentOf(block(page, 'Sanskrit'))).toHaveValue(text.sanskrit);
    await expect(block(page, 'Sanskrit')).toContainText(AI_DRAFT);
    expect(fake.requests).toHaveLength(2);
    const toAnthropic = fake.requests[1]!;
    expect(toAnthropic.path).toBe('/v1/messages');
    expect([toAnthropic.headers['x-api-key'], toAnthropic.headers.authorization]).toContainEqual(
      expect.stringContaining(KEYS.anthropic),
    );
    expect(toAnthropic.body.model).toBe(modelId('anthropic'));
    expect(toAnthropic.body.system).toBe(SYSTEM_PROMPT);
    expect(toAnthropic.body.messages?.[0]?.content).toContain('Proofread this Sanskrit (Devanagari script) text');
    expect(promptText(toAnthropic)).toBe(withTypo.trim());

    // Saved: the contents are the library's now, and the history says which an AI wrote.
    await block(page, 'English').getByRole('button', { name: 'Remove from form' }).click();
    await page.getByRole('button', { name: 'Save Devotional Text' }).click();
    await portal.expectToast('Success', `Updated "${text.title}" successfully`);
    const saved = await api.get<FullText>(`/api/admin/texts/${text.id}`);
    expect(
      saved.contents
        .map((c) => [c.languageCode, c.isTransliteration, c.content])
        .sort((a, b) => `${a}`.localeCompare(`${b}`)),
    ).toEqual(
      [
        ['sa', false, text.sanskrit],
        [
          'te',
          false,
          normalizeContent(convertScript(text.sanskrit, { from: 'devanagari', to: 'telugu', language: 'sa' })),
        ],
        [
          'en',
          true,
          normalizeContent(convertScript(text.sanskrit, { from: 'devanagari', to: 'roman', language: 'sa' })),
        ],
        ['hi', false, hindi],
      ].sort((a, b) => `${a}`.localeCompare(`${b}`)),
    );
    expect(JSON.stringify(saved)).not.toContain('machineGenerated');

    // A later save by hand keeps the version the AI wrote in the history.
    expect(
      (await api.put(`/api/admin/texts/${text.id}`, { ...saved, description: 'Saved again by hand' })).status,
    ).toBe(200);
    await portal.openTab('Manage Content');
    await page.getByRole('searchbox', { name: 'Filter texts' }).fill(text.title);
    await page.getByRole('button', { name: `History of ${text.title}` }).click();
    const history = portal.dialog(`History of "${text.title}"`);
    const edits = history.getByRole('row').filter({ hasText: 'Before an edit' });
    await expect(edits).toHaveCount(2);
    await expect(edits.first()).toContainText('(written by AI: sa, te, en (transliteration), hi)');
    await expect(edits.last()).toContainText('sa');
    await expect(edits.last()).not.toContainText('written by AI');
    await expect(history.getByRole('row').filter({ hasText: 'Before a language was deleted' })).toContainText([
      'en, sa',
      'en, sa, en (transliteration)',
    ]);
    // The header, one version kept by each deletion and one by each save: generating and verifying saved nothing.
    await expect(history.getByRole('row')).toHaveCount(5);
    await expect(history.getByRole('row').filter({ hasText: 'written by AI' })).toHaveCount(1);
  });

  test('says why a generation or a verification failed: refused, failing, unreadable, off-script, already there, empty', async ({
    portal,
    page,
    api,
    fake,
  }) => {
    test.setTimeout(150_000);
    const text = await editStarterText(portal, api, 'lingashtakam');
    const generate = await openDialog(portal, 'Generate Content');
    const alert = generate.getByRole('alert');
    const run = () => generate.getByRole('button', { name: 'Generate', exact: true }).click();
    await generate.getByRole('combobox', { name: 'Source language' }).selectOption({ label: 'Sanskrit' });
    await generate.getByRole('checkbox', { name: /^Hindi/ }).check();

    // Script conversion cannot make Hindi from Sanskrit (both Devanagari): a 400, no provider asked.
    await generate.getByRole('combobox', { name: 'AI model' }).selectOption('transliterate');
    await run();
    await expect(alert).toHaveText(
      /Failed to generate Hindi content: Hindi is written in Devanagari like Sanskrit: script conversion cannot make it; choose an AI model to translate/,
    );
    await portal.expectToast('Generation failed', 'Failed to generate Hindi content');

    // The provider fails twice (the server retries once): a 502 with our own words.
    await generate.getByRole('combobox', { name: 'AI model' }).selectOption('openai');
    fake.reply({ status: 500 }, { status: 500 });
    await run();
    await expect(alert).toHaveText(/Failed to generate Hindi content: OpenAI is failing \(500\); try again later/);
    expect(fake.requests).toHaveLength(2);
    await expect(generate.getByRole('button', { name: 'Generate', exact: true })).toBeEnabled();
    await expect(generate.getByRole('checkbox', { name: /^Hindi/ })).toBeEnabled();

    // An answer that is not the API's JSON.
    fake.reply({ raw: '{"choices": [', contentType: 'application/json' });
    await run();
    await expect(alert).toHaveText(/Failed to generate Hindi content: OpenAI sent an answer that could not be read/);

    // An answer the checks refuse: Hindi must be written in Devanagari.
    fake.reply({ text: 'Lingashtakam, in Roman letters only' });
    await run();
    await expect(alert).toHaveText(
      new RegExp(`Failed to generate Hindi content: ${labelOf('openai')}'s answer is not written in Devanagari script`),
    );
    expect(fake.requests).toHaveLength(4);

    // Another admin saved Hindi meanwhile: the server refuses to overwrite it (409), asking no one.
    const hindi = hindiFor(text.sanskrit);
    const { status } = await api.put(`/api/admin/texts/${text.id}`, {
      ...text,
      contents: [...text.contents.map(({ id: _id, ...content }) => content), { languageCode: 'hi', content: hindi }],
    });
    expect(status).toBe(200);
    await run();
    await expect(alert).toHaveText(/Failed to generate Hindi content: Content in Hindi already exists for this text/);
    expect(fake.requests).toHaveLength(4);
    await generate.getByRole('button', { name: 'Cancel' }).click();

    // A source language without content: the added row (English by default, listed after the
    // text's English meaning; the only row not saved yet).
    await page.getByRole('button', { name: 'Add Language' }).click();
    const generate2 = await openDialog(portal, 'Generate Content');
    const sourceSelect = generate2.getByRole('combobox', { name: 'Source language' });
    const addedEnglish = sourceSelect.locator('option', { hasText: /^English$/ }).last();
    await sourceSelect.selectOption((await addedEnglish.getAttribute('value'))!);
    await generate2.getByRole('checkbox', { name: /^Tamil/ }).check();
    await generate2.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(generate2.getByRole('alert')).toHaveText(/English content is empty or doesn't exist/);
    await generate2.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Remove from form' }).click();

    // Verify & Fix: Anthropic fails twice (502); then one language is fixed while the other is refused.
    const verify = await openDialog(portal, 'Verify & Fix');
    await verify.getByRole('checkbox', { name: 'Sanskrit', exact: true }).check();
    fake.reply({ status: 503 }, { status: 503 });
    await verify.getByRole('button', { name: 'Verify & Fix' }).click();
    await expect(verify.getByRole('alert')).toHaveText(
      /Failed to verify\/fix Sanskrit content: Anthropic is failing \(503\); try again later/,
    );
    await portal.expectToast('Verification failed', 'Failed to verify/fix Sanskrit content');
    expect(fake.requests).toHaveLength(6);

    const fixedSanskrit = text.sanskrit.replace('।', '॥');
    expect(fixedSanskrit).not.toBe(text.sanskrit);
    await verify.getByRole('checkbox', { name: 'English (transliteration)', exact: true }).check();
    fake.reply({ text: fixedSanskrit }, { status: 401 });
    await verify.getByRole('button', { name: 'Verify & Fix' }).click();
    await expect(verify.getByRole('alert')).toHaveText(
      /Failed to verify\/fix English \(transliteration\) content: Anthropic refused the API key \(401\); check ANTHROPIC_API_KEY/,
    );
    // The provider's own error text (which echoes part of the key) never reaches the admin.
    await expect(verify).not.toContainText(FAKE_KEY_ECHO);
    const englishSource = text.contents.find((c) => c.languageCode === 'en' && c.isTransliteration)!.content;
    expect(fake.requests.slice(4).map((r) => [r.path, promptText(r)])).toEqual([
      ['/v1/messages', text.sanskrit.trim()],
      ['/v1/messages', text.sanskrit.trim()],
      ['/v1/messages', text.sanskrit.trim()],
      ['/v1/messages', englishSource.trim()],
    ]);
    await verify.getByRole('button', { name: 'Cancel' }).click();
    await expect(block(page, 'Sanskrit')).toContainText(AI_DRAFT);
    await expect(contentOf(block(page, 'Sanskrit'))).toHaveValue(fixedSanskrit);
    await expect(block(page, 'English \\(transliteration\\)')).not.toContainText(AI_DRAFT);
  });

  test('a provider that does not answer is given up after 60 seconds (504); the dialog stays busy meanwhile', async ({
    portal,
    api,
    fake,
  }) => {
    test.setTimeout(180_000);
    await editStarterText(portal, api, 'madhurashtakam');
    const generate = await openDialog(portal, 'Generate Content');
    await generate.getByRole('combobox', { name: 'AI model' }).selectOption('openai');
    await generate.getByRole('checkbox', { name: /^Hindi/ }).check();
    fake.reply({ hang: true });
    await generate.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(generate.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(generate.getByRole('combobox', { name: 'Source language' })).toBeDisabled();
    await expect(generate.getByRole('checkbox', { name: /^Telugu/ })).toBeDisabled();
    await expect(generate.getByRole('button', { name: 'Close dialog' })).toHaveCount(0);
    await portal.page.keyboard.press('Escape');
    await expect(generate).toBeVisible();

    await expect(generate.getByRole('alert')).toHaveText(
      new RegExp(`Failed to generate Hindi content: ${labelOf('openai')} timed out after 60 seconds`),
      { timeout: 90_000 },
    );
    await portal.expectToast('Generation failed');
    await expect(generate.getByRole('button', { name: 'Generate', exact: true })).toBeEnabled();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body.model).toBe(modelId('openai'));
  });
});
