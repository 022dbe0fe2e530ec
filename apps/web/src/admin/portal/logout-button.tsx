import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconLogout } from '@tabler/icons-react';
import { useToast } from '../../ui/toast.js';
import { call, useAdmin } from '../api/admin-context.js';
import { toAdminError } from '../api/admin-error.js';
import { useUnsavedChanges } from './unsaved-changes.js';

/** Logout, after the unsaved-changes guard; a session the server has already ended counts as logged out. */
export function LogoutButton() {
  const { client, tokens } = useAdmin();
  const toast = useToast();
  const { confirmDiscard } = useUnsavedChanges();
  const logout = useMutation({
    mutationFn: () => call(client.auth.logout.mutate()),
    onSuccess: () => {
      tokens.set(null);
      toast({ title: 'Logged out', variant: 'success' });
    },
    onError: (error) => {
      const failure = toAdminError(error);
      // A session the server no longer knows is logged out all the same.
      if (failure.unauthorized) {
        tokens.set(null);
        toast({ title: 'Logged out', variant: 'success' });
        return;
      }
      toast({ title: 'Logout failed', description: failure.message, variant: 'destructive' });
    },
  });
  const onClick = async () => {
    if (await confirmDiscard()) logout.mutate();
  };
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={18} aria-hidden="true" />}
      onClick={() => void onClick()}
      loading={logout.isPending}
    >
      Logout
    </Button>
  );
}
