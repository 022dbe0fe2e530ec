import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';

/** 'Edit', named for the item it edits ('Edit Shiv Chalisa') for screen readers. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconPencil size={14} aria-hidden="true" />}
      aria-label={`Edit ${name}`}
      onClick={onClick}
    >
      Edit
    </Button>
  );
}
