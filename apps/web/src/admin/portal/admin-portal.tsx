import { useState, type ReactNode } from 'react';
import { Button, Group, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BatchImportTab } from '../batch/batch-import-tab.js';
import { HelpTab } from '../help/help-tab.js';
import { InboxTab } from '../inbox/inbox-tab.js';
import { useOpenCorrections } from '../manage/corrections-panel.js';
import { ManageTab, type ManageSection } from '../manage/manage-tab.js';
import { AccountSettingsTab } from '../settings/account-settings-tab.js';
import { CategoryTab } from '../taxonomy/category-tab.js';
import { DeityTab } from '../taxonomy/deity-tab.js';
import { TextTab } from '../texts/text-tab.js';
import type { VerseTarget } from '../texts/verse-target.js';
import { ADMIN_TABS, DEFAULT_TAB, EDIT_TAB, isAdminTabKey, type AdminTabKey, type EditKind } from './admin-tabs.js';
import { LogoutButton } from './logout-button.js';
import { useUnsavedChanges } from './unsaved-changes.js';

type Editing = Record<EditKind, number | null>;
const NOT_EDITING: Editing = { text: null, category: null, deity: null };

/** The logged-in portal: a Logout button and the eight tabs (a vertical list on small screens). */
export function AdminPortal() {
  const [tab, setTab] = useState<AdminTabKey>(DEFAULT_TAB);
  const [editing, setEditing] = useState<Editing>(NOT_EDITING);
  // The verse a report points at, for the editor to open at; and Manage Content's first sub-tab.
  const [verseTarget, setVerseTarget] = useState<VerseTarget | null>(null);
  const [manageSection, setManageSection] = useState<ManageSection>('texts');
  const openCorrections = useOpenCorrections();
  const { confirmDiscard } = useUnsavedChanges();
  const small = useMediaQuery('(max-width: 48em)') ?? false;

  const openTab = async (next: string | null) => {
    if (!isAdminTabKey(next) || next === tab || !(await confirmDiscard())) return;
    // Leaving a form leaves its edit mode.
    setEditing(NOT_EDITING);
    setTab(next);
  };
  const edit = async (kind: EditKind, id: number, target: VerseTarget | null = null) => {
    if (!(await confirmDiscard())) return;
    setEditing({ ...NOT_EDITING, [kind]: id });
    setVerseTarget(target);
    setManageSection(target ? 'corrections' : 'texts');
    setTab(EDIT_TAB[kind]);
  };
  const showCorrections = async () => {
    if (tab !== 'manage' && !(await confirmDiscard())) return;
    setEditing(NOT_EDITING);
    setManageSection('corrections');
    setTab('manage');
  };
  const finishEdit = (kind: EditKind) => setEditing((current) => ({ ...current, [kind]: null }));
  /** A create/edit tab's props; its key gives each edited item (and a new one) a fresh form. */
  const editTab = (kind: 'category' | 'deity') => ({
    editId: editing[kind],
    onEdit: (id: number) => void edit(kind, id),
    onFinished: () => finishEdit(kind),
  });

  const panels: Record<AdminTabKey, ReactNode> = {
    single: (
      <TextTab
        key={editing.text ?? 'new'}
        editId={editing.text}
        verseTarget={editing.text === null ? null : verseTarget}
        onFinished={() => finishEdit('text')}
      />
    ),
    batch: <BatchImportTab />,
    manage: (
      <ManageTab
        key={manageSection}
        initialSection={manageSection}
        onEdit={(kind, id) => void edit(kind, id)}
        onOpenReport={(id, target) => void edit('text', id, target)}
      />
    ),
    category: <CategoryTab key={editing.category ?? 'new'} {...editTab('category')} />,
    deity: <DeityTab key={editing.deity ?? 'new'} {...editTab('deity')} />,
    contact: <InboxTab />,
    settings: <AccountSettingsTab />,
    help: <HelpTab />,
  };

  return (
    <section className="admin-portal" aria-labelledby="admin-portal-title">
      <Group justify="space-between" align="center" mb="md" wrap="wrap">
        <Title order={1} id="admin-portal-title" size="h2">
          Admin - Content Import
        </Title>
        <Group gap="xs">
          {openCorrections ? (
            <Button variant="light" size="sm" onClick={() => void showCorrections()}>
              {openCorrections === 1 ? '1 open report of a mistake' : `${openCorrections} open reports of mistakes`}
            </Button>
          ) : null}
          <LogoutButton />
        </Group>
      </Group>
      <Tabs
        className="admin-tabs"
        value={tab}
        onChange={(next) => void openTab(next)}
        keepMounted={false}
        orientation={small ? 'vertical' : 'horizontal'}
        variant={small ? 'pills' : 'default'}
      >
        <Tabs.List className="admin-tab-list" aria-label="Admin sections">
          {ADMIN_TABS.map(({ key, label }) => (
            <Tabs.Tab key={key} value={key} data-tab-key={key}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map(({ key }) => (
          <Tabs.Panel key={key} value={key} className="admin-tab-panel">
            {panels[key]}
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}
