/** docs/product.md: the portal's eight tabs, in order; `single` opens first. */
export const ADMIN_TABS = [
  { key: 'single', label: 'Single Text Import' },
  { key: 'batch', label: 'Batch Import' },
  { key: 'manage', label: 'Manage Content' },
  { key: 'category', label: 'Create Category' },
  { key: 'deity', label: 'Create Deity' },
  { key: 'contact', label: 'Contact Submissions' },
  { key: 'settings', label: 'Account Settings' },
  { key: 'help', label: 'Help & Format' },
] as const;

export type AdminTabKey = (typeof ADMIN_TABS)[number]['key'];

export const DEFAULT_TAB: AdminTabKey = 'single';

export function isAdminTabKey(value: string | null): value is AdminTabKey {
  return ADMIN_TABS.some((tab) => tab.key === value);
}

/** What Manage Content can open for editing, and the tab whose form edits it. */
export type EditKind = 'text' | 'category' | 'deity';

export const EDIT_TAB: Readonly<Record<EditKind, AdminTabKey>> = {
  text: 'single',
  category: 'category',
  deity: 'deity',
};
