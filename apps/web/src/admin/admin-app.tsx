import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MantineScope } from '../ui/mantine-scope.js';
import { createAdminClient, type SessionHooks } from './api/admin-client.js';
import { createAdminQueryClient } from './api/admin-query-client.js';
import { AdminServicesProvider, PublicCacheProvider, adminQueries, type AdminServices } from './api/admin-context.js';
import { createAdminRest } from './api/admin-rest.js';
import { AdminPortal } from './portal/admin-portal.js';
import { ConfirmProvider } from './portal/confirm-dialog.js';
import { UnsavedChangesProvider } from './portal/unsaved-changes.js';
import { LoginCard } from './session/login-card.js';
import { TokenStore, useToken } from './session/token-store.js';
import './admin.css';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** One portal session's services: the token, the clients that send it, and the portal's own cache. */
function createPortal(onExpired: (message: string) => void) {
  const tokens = new TokenStore(browserStorage());
  // The public site's rules (no retries, never stale), in a cache of its own that logout empties.
  const queryClient = createAdminQueryClient();
  tokens.subscribe(() => {
    if (tokens.get() === null) queryClient.clear();
  });
  const hooks: SessionHooks = {
    token: tokens.get,
    expired: (message) => {
      if (tokens.get() === null) return;
      tokens.set(null);
      onExpired(message);
    },
  };
  const client = createAdminClient(hooks);
  const services: AdminServices = { client, rest: createAdminRest(hooks), tokens, queries: adminQueries(client) };
  return { services, queryClient };
}

/**
 * The admin portal (docs/product.md, /admin). A client-only chunk: src/public/admin-route.tsx
 * imports it lazily, so the public pages never download it. Without a token it is the login
 * card; with one, the portal. A 401 from any call brings the login card back.
 */
export default function AdminApp() {
  const [notice, setNotice] = useState<string | null>(null);
  const [{ services, queryClient }] = useState(() => createPortal(setNotice));
  const token = useToken(services.tokens);

  useEffect(() => {
    const onStorage = () => services.tokens.syncFromStorage();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [services]);
  useEffect(() => {
    if (token) setNotice(null);
  }, [token]);

  return (
    <MantineScope>
      <PublicCacheProvider>
        <QueryClientProvider client={queryClient}>
          <AdminServicesProvider services={services}>
            <ConfirmProvider>
              <UnsavedChangesProvider>
                <div className="admin-app">{token ? <AdminPortal /> : <LoginCard notice={notice} />}</div>
              </UnsavedChangesProvider>
            </ConfirmProvider>
          </AdminServicesProvider>
        </QueryClientProvider>
      </PublicCacheProvider>
    </MantineScope>
  );
}
