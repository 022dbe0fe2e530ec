import { lazy, Suspense } from 'react';
import { useHead } from '../ui/head.js';
import { urls } from '../ui/urls.js';
import { useHydrated } from '../ui/use-hydrated.js';

/** The portal's own chunk, fetched only when /admin is opened. */
const AdminApp = lazy(() => import('../admin/admin-app.js'));

export const ADMIN_TITLE = 'Admin - Content Import';

/** /admin: the server sends the shell; the portal renders in the browser only. */
export function AdminRoute() {
  const hydrated = useHydrated();
  useHead({
    title: ADMIN_TITLE,
    exactTitle: true,
    description: 'The administrator portal of Bhakti Sangrah.',
    path: urls.admin(),
    noindex: true,
  });
  const loading = (
    <div className="admin-loading" role="status">
      <p>Loading the admin portal…</p>
      <noscript>
        <p>The admin portal needs JavaScript.</p>
      </noscript>
    </div>
  );
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <AdminApp />
    </Suspense>
  );
}
