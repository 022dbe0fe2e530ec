import { Modal, type ModalProps } from '@mantine/core';

/** Confirmations open over other dialogs (a restore over the history): they sit above them. */
export const CONFIRM_Z_INDEX = 400;

/** The portal's dialogs: Mantine's modal with a named close button. */
export function AdminModal(props: ModalProps) {
  // Dialogs render outside .admin-app: `admin-layer` gives them the portal's colours.
  return <Modal closeButtonProps={{ 'aria-label': 'Close dialog' }} className="admin-layer" {...props} />;
}
