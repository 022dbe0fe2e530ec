import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../ui/toast.js';
import { call, useAdmin } from '../api/admin-context.js';
import { toAdminError, type AdminError } from '../api/admin-error.js';
import { fieldProps } from '../forms/field-props.js';
import { formatWait } from '../format/format-wait.js';

const FALLBACK = 'Login failed. Please check your credentials.';

/** The banner text for a failed login: the server's message, with the wait when locked out. */
export function loginFailureMessage(error: AdminError): string {
  if (error.status === 429) {
    const wait = error.retryAfterSeconds === null ? 'a while' : formatWait(error.retryAfterSeconds);
    return `${error.message || 'Too many failed logins.'} You can try again in ${wait}.`;
  }
  return error.message && error.message !== 'Request failed' ? error.message : FALLBACK;
}

/** docs/product.md: 'Admin Login' — username, password, an error banner, Login / 'Logging in...'. */
export function LoginCard({ notice }: { notice: string | null }) {
  const { client, tokens } = useAdmin();
  const toast = useToast();
  const [credentials, setCredentials] = useState({ username: '', password: '' });
  const set = (patch: Partial<typeof credentials>) => setCredentials((current) => ({ ...current, ...patch }));
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);

  const login = useMutation({
    mutationFn: (input: { username: string; password: string }) => call(client.auth.login.mutate(input)),
    onSuccess: (answer) => {
      tokens.set(answer.token);
      toast({
        title: 'Welcome',
        description: "You've successfully logged in to the admin portal.",
        variant: 'success',
      });
    },
    onError: (error) => {
      const failure = toAdminError(error);
      setProblem({
        title: failure.status === 429 ? 'Too many failed logins' : 'Login failed',
        message: loginFailureMessage(failure),
      });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { username, password } = credentials;
    if (!username.trim() || !password) {
      setProblem({ title: 'Login failed', message: 'Username and password are required' });
      return;
    }
    setProblem(null);
    login.mutate({ username: username.trim(), password });
  };

  const field = (name: keyof typeof credentials) => ({
    required: true,
    ...fieldProps(credentials, set, name),
    disabled: login.isPending,
  });
  const banner = problem ?? (notice ? { title: 'Logged out', message: notice } : null);
  return (
    <Paper
      className="admin-login"
      withBorder
      shadow="sm"
      p="xl"
      radius="md"
      component="section"
      aria-labelledby="admin-login-title"
    >
      <Title order={1} id="admin-login-title" size="h2" mb="md">
        Admin Login
      </Title>
      <form onSubmit={onSubmit} noValidate aria-label="Admin login">
        <Stack>
          {banner ? (
            <Alert color="red" title={banner.title} role="alert" data-testid="login-error">
              {banner.message}
            </Alert>
          ) : null}
          <TextInput label="Username" autoComplete="username" {...field('username')} />
          <PasswordInput label="Password" autoComplete="current-password" {...field('password')} />
          <Button type="submit" disabled={login.isPending}>
            {login.isPending ? 'Logging in...' : 'Login'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
