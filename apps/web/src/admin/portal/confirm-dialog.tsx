import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { AdminModal, CONFIRM_Z_INDEX } from '../forms/admin-modal.js';

export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action gets a red button. */
  danger?: boolean;
}

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm>(async () => false);

/** Asks the admin to confirm an action in a dialog; resolves true when confirmed. */
export const useConfirm = () => useContext(ConfirmContext);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>(
    (next) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const answer = (confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setRequest(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <AdminModal
        opened={request !== null}
        onClose={() => answer(false)}
        title={request?.title}
        centered
        zIndex={CONFIRM_Z_INDEX}
      >
        {request ? (
          <>
            <Text>{request.message}</Text>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={() => answer(false)}>
                {request.cancelLabel ?? 'Cancel'}
              </Button>
              <Button color={request.danger ? 'red.9' : undefined} onClick={() => answer(true)} data-autofocus>
                {request.confirmLabel}
              </Button>
            </Group>
          </>
        ) : null}
      </AdminModal>
    </ConfirmContext.Provider>
  );
}
