import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN, startAdminServer, type AdminServer } from './admin-server.js';

export { ADMIN, expect };

/** docs/product.md: the portal's tabs, in order. */
export const ADMIN_TAB_LABELS = [
  'Single Text Import',
  'Batch Import',
  'Manage Content',
  'Create Category',
  'Create Deity',
  'Contact Submissions',
  'Account Settings',
  'Help & Format',
] as const;

/** The portal as a test drives it: login, tabs, toasts, confirmation dialogs. */
export class Portal {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/admin');
    await expect(this.page).toHaveTitle('Admin - Content Import');
  }

  field(name: string | RegExp, role: 'textbox' | 'combobox' = 'textbox'): Locator {
    return this.page.getByRole(role, { name });
  }

  async login(username: string = ADMIN.username, password: string = ADMIN.password): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await this.field(/^Username/).fill(username);
    await this.field(/^Password/).fill(password);
    await this.page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  /** Opens the portal and logs in as the first admin. */
  async enter(): Promise<void> {
    await this.open();
    await this.login();
    await expect(this.tab('Single Text Import')).toHaveAttribute('aria-selected', 'true');
  }

  tab(label: string): Locator {
    return this.page.getByRole('tab', { name: label, exact: true });
  }

  async openTab(label: string): Promise<void> {
    await this.tab(label).click();
    await expect(this.tab(label)).toHaveAttribute('aria-selected', 'true');
  }

  /** The one toast on screen (docs/product.md: at most one at a time). */
  toast(text: string | RegExp): Locator {
    return this.page.locator('.toast').filter({ hasText: text });
  }

  async expectToast(title: string, description?: string | RegExp): Promise<void> {
    const toast = this.toast(title);
    await expect(toast).toBeVisible();
    if (description) await expect(toast).toContainText(description);
  }

  /** Finds a text in Manage Content and opens it in the edit form. */
  async editFromManage(title: string): Promise<void> {
    await this.openTab('Manage Content');
    await this.page.getByRole('searchbox', { name: 'Filter texts' }).fill(title);
    await this.page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(this.tab('Single Text Import')).toHaveAttribute('aria-selected', 'true');
    await this.expectToast('Edit Mode', `Now editing "${title}". Make changes and save to update.`);
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Answers the confirmation dialog with the button of that label. */
  async confirm(title: string | RegExp, button: string): Promise<void> {
    const dialog = this.dialog(title);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

/** Admin REST calls for arranging and checking what the browser did. */
export class AdminApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async login(request: APIRequestContext, password: string = ADMIN.password): Promise<AdminApi> {
    const answer = await request.post('/api/admin/auth/login', { data: { username: ADMIN.username, password } });
    expect(answer.status(), await answer.text()).toBe(200);
    return new AdminApi(request, ((await answer.json()) as { token: string }).token);
  }

  async get<T>(path: string): Promise<T> {
    const answer = await this.request.get(path, { headers: { authorization: `Bearer ${this.token}` } });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
    return (await answer.json()) as T;
  }

  async post<T>(path: string, data: unknown): Promise<{ status: number; body: T }> {
    const answer = await this.request.post(path, { data, headers: { authorization: `Bearer ${this.token}` } });
    return { status: answer.status(), body: (await answer.json()) as T };
  }

  async put<T>(path: string, data: unknown): Promise<{ status: number; body: T }> {
    const answer = await this.request.put(path, { data, headers: { authorization: `Bearer ${this.token}` } });
    return { status: answer.status(), body: (await answer.json()) as T };
  }

  async idBySlug(list: 'categories' | 'deities' | 'texts', slug: string): Promise<number> {
    const items = await this.get<Array<{ id: number; slug: string }>>(`/api/admin/${list}`);
    const found = items.find((item) => item.slug === slug);
    if (!found) throw new Error(`no ${list} with slug ${slug}`);
    return found.id;
  }
}

/** A name no other test uses, so that tests sharing a server never collide. */
export const unique = (stem: string) => `${stem} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const test = base.extend<{ portal: Portal; api: AdminApi; timeouts: void }, { adminServer: AdminServer }>({
  // The portal's tests walk whole workflows, on two shared cores: twice the suite's timeout.
  timeouts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures.
    async ({}, use, testInfo) => {
      testInfo.setTimeout(testInfo.timeout * 2);
      await use();
    },
    { auto: true },
  ],
  adminServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures.
    async ({}, use) => {
      const server = await startAdminServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ adminServer }, use) => {
    await use(adminServer.url);
  },
  portal: async ({ page }, use) => {
    await use(new Portal(page));
  },
  api: async ({ request }, use) => {
    await use(await AdminApi.login(request));
  },
});
