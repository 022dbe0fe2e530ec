import { expect, test, unique } from './support/admin-fixtures.js';
import { pngImage } from '@bhakti/testing';

interface Deity {
  id: number;
  aliases: string[];
  slug: string;
  description: string | null;
  imageUrl: string | null;
}

const slugOf = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

test.describe('categories', () => {
  test('creates a category (an aarti unless chosen), edits it from its list and from Manage Content', async ({
    portal,
    page,
  }) => {
    await portal.enter();
    await portal.openTab('Create Category');
    const name = unique('Bhajans');
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('aarti');
    await page.getByRole('button', { name: 'Create Category' }).click();
    await expect(page.getByRole('form', { name: 'New Category' })).toContainText('Name is required');

    await portal.field(/^Name/).fill(name);
    await expect(portal.field(/^Slug/)).toHaveValue(slugOf(name));
    await portal.field(/^Description/).fill('Devotional songs.');
    await page.getByRole('button', { name: 'Create Category' }).click();
    await portal.expectToast('Success', `Created category "${name}" successfully`);
    await expect(portal.field(/^Name/)).toHaveValue('');
    const list = page.getByRole('table', { name: 'Categories' });
    await expect(list.getByRole('row').filter({ hasText: name })).toContainText('Aarti');

    await list.getByRole('button', { name: `Edit ${name}` }).click();
    const form = page.getByRole('form', { name: new RegExp(`^Edit Category #\\d+: ${name}$`) });
    await expect(form).toBeVisible();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('stotram');
    await page.getByRole('button', { name: 'Update Category' }).click();
    await portal.expectToast('Success', `Updated category "${name}" successfully`);
    await expect(page.getByRole('form', { name: 'New Category' })).toBeVisible();

    await portal.openTab('Manage Content');
    await page.getByRole('tab', { name: 'Categories' }).click();
    const row = page.getByRole('table', { name: 'Categories' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Stotram');
    await expect(row).toContainText('Devotional songs.');
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(portal.tab('Create Category')).toHaveAttribute('aria-selected', 'true');
    await portal.expectToast('Edit Mode', `Now editing "${name}". Make changes and save to update.`);
    await expect(portal.field(/^Name/)).toHaveValue(name);
    await expect(page.getByRole('button', { name: 'Update Category' })).toBeVisible();
  });
});

test.describe('deities', () => {
  test('creates a deity with an uploaded image, previewed before saving, and edits it keeping the image', async ({
    portal,
    page,
    api,
  }) => {
    await portal.enter();
    await portal.openTab('Create Deity');
    const name = unique('Ayyappa');
    await portal.field(/^Name/).fill(name);
    await portal.field(/^Description/).fill('Lord of Sabarimala.');
    await portal.field(/^Other names/).fill('Manikandan, Hariharaputra');
    const file = page.locator('input[type="file"]');
    await expect(file).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(portal.field(/^Image URL/)).toBeVisible();
    await file.setInputFiles({ name: 'ayyappa.png', mimeType: 'image/png', buffer: pngImage(40, 30) });
    await expect(page.getByRole('img', { name: 'Preview of ayyappa.png' })).toBeVisible();
    await expect(portal.field(/^Image URL/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Create Deity' }).click();
    await portal.expectToast('Success', `Created deity "${name}" successfully`);
    const created = await api.get<Deity>(`/api/deities/${slugOf(name)}`);
    expect(created.aliases).toEqual(['Manikandan', 'Hariharaputra']);
    expect(created.imageUrl).toMatch(/^\/images\/deities\/[\w-]+\.png$/);
    const image = await page.request.get(created.imageUrl!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');

    const list = page.getByRole('table', { name: 'Deities' });
    await list.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('button', { name: 'Update Deity' })).toBeVisible();
    await expect(portal.field(/^Image URL/)).toHaveValue(created.imageUrl!);
    await expect(page.getByRole('img', { name: 'The current image' })).toBeVisible();
    await portal.field(/^Description/).fill('Hariharaputra, lord of Sabarimala.');
    await page.getByRole('button', { name: 'Update Deity' }).click();
    await portal.expectToast('Success', `Updated deity "${name}" successfully`);
    const updated = await api.get<Deity>(`/api/deities/${slugOf(name)}`);
    expect(updated).toMatchObject({ description: 'Hariharaputra, lord of Sabarimala.', imageUrl: created.imageUrl });

    await portal.openTab('Manage Content');
    await page.getByRole('tab', { name: 'Deities' }).click();
    const row = page.getByRole('table', { name: 'Deities' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(slugOf(name));
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(portal.tab('Create Deity')).toHaveAttribute('aria-selected', 'true');
    await portal.expectToast('Edit Mode', `Now editing "${name}"`);
    await expect(portal.field(/^Name/)).toHaveValue(name);
  });

  test('refuses other files and large images before uploading, and shows the server’s refusal', async ({
    portal,
    page,
  }) => {
    await portal.enter();
    await portal.openTab('Create Deity');
    const file = page.locator('input[type="file"]');
    const form = page.getByRole('form', { name: 'New Deity' });

    await file.setInputFiles({ name: 'om.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await expect(form).toContainText('"om.svg" is not a JPEG, PNG or WebP image.');
    await file.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([pngImage(2, 2), Buffer.alloc(6 * 1024 * 1024)]),
    });
    await expect(form).toContainText('"huge.png" is 6.1 MB; an image may be at most 5 MB.');
    await expect(page.getByTestId('deity-image-preview')).toHaveCount(0);

    const name = unique('Fake');
    await portal.field(/^Name/).fill(name);
    await file.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await page.getByRole('button', { name: 'Create Deity' }).click();
    await portal.expectToast('Failed to save deity', 'The image must be a JPEG, PNG or WebP file');
    await expect(form.getByRole('alert')).toContainText('The image must be a JPEG, PNG or WebP file');
  });
});
