import { useLocation, useSearch } from 'wouter';

/** The current page's path and query within its interface language (without the `/hi` prefix). */
export function useAddress(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search ? `${path}?${search}` : path;
}
