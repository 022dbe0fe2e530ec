import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../ui/toast.js';
import { call, useAdmin } from '../api/admin-context.js';
import { toAdminError } from '../api/admin-error.js';
import { fieldProps } from '../forms/field-props.js';
import { useReportDirty } from '../portal/unsaved-changes.js';
import { MIN_PASSWORD_LENGTH, passwordChangeProblem, type PasswordChange } from './password-rules.js';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FAILED = 'Failed to change password';

const PASSWORD_FIELDS: ReadonlyArray<{
  name: keyof PasswordChange;
  label: string;
  autoComplete: string;
  description?: string;
}> = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'New password',
    autoComplete: 'new-password',
    description: `Use at least ${MIN_PASSWORD_LENGTH} characters. A few words you can remember work well.`,
  },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

/** Account Settings: change your password (other sessions end; this one stays). */
export function AccountSettingsTab() {
  const { client } = useAdmin();
  const toast = useToast();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  useReportDirty('password', Object.values(values).some(Boolean));

  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordChange) =>
      call(client.auth.changePassword.mutate({ currentPassword, newPassword })),
    onSuccess: () => {
      setValues(EMPTY);
      toast({ title: 'Success', description: 'Your password has been changed successfully', variant: 'success' });
    },
    onError: (error) => {
      const message = toAdminError(error).detail;
      setProblem(message);
      toast({ title: FAILED, description: message, variant: 'destructive' });
    },
  });

  const set = (patch: Partial<PasswordChange>) => setValues((current) => ({ ...current, ...patch }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = passwordChangeProblem(values);
    setProblem(found);
    if (!found) change.mutate(values);
  };

  const busy = change.isPending;
  return (
    <Paper withBorder p="lg" radius="md" maw={520}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
        <Stack>
          <Title order={2} size="h4" id="change-password-title">
            Change password
          </Title>
          {problem ? (
            <Alert color="red" title={FAILED} role="alert">
              {problem}
            </Alert>
          ) : null}
          {PASSWORD_FIELDS.map(({ name, ...field }) => (
            <PasswordInput key={name} {...field} required {...fieldProps(values, set, name)} disabled={busy} />
          ))}
          <Button type="submit" disabled={busy}>
            {busy ? 'Updating...' : 'Change Password'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
