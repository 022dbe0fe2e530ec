import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconSparkles } from '@tabler/icons-react';
import type { ContentRow, TextFormState } from '../text-form-state.js';
import { GenerateDialog } from './generate-dialog.js';
import { VerifyDialog } from './verify-dialog.js';

interface AiAssistProps {
  form: TextFormState;
  textId: number | null;
  disabled: boolean;
  onGenerated: (rows: ContentRow[]) => void;
  onFixed: (rowKey: string, content: string) => void;
}

/** The AI Assist menu ('Generate Content', 'Verify & Fix') and the dialog it opens. */
export function AiAssist({ form, textId, disabled, onGenerated, onFixed }: AiAssistProps) {
  const [open, setOpen] = useState<'generate' | 'verify' | null>(null);
  const noRows = form.contents.length === 0;
  const close = () => setOpen(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="light"
            leftSection={<IconSparkles size={16} aria-hidden="true" />}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
            disabled={disabled}
          >
            AI Assist
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpen('generate')} disabled={noRows}>
            Generate Content
          </Menu.Item>
          <Menu.Item onClick={() => setOpen('verify')} disabled={noRows}>
            Verify & Fix
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {open === 'generate' ? (
        <GenerateDialog form={form} textId={textId} onGenerated={onGenerated} onClose={close} />
      ) : null}
      {open === 'verify' ? <VerifyDialog form={form} textId={textId} onFixed={onFixed} onClose={close} /> : null}
    </>
  );
}
