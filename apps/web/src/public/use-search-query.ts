import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { urls } from '../ui/urls.js';

/** docs/product.md: the typed value becomes the query 500 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 500;

const queryFrom = (search: string) => new URLSearchParams(search).get('q') ?? '';

/**
 * The search box's value and the active query (trimmed): typing becomes the query after a
 * pause, submitting at once; the address's `q` follows it, and a new address sets it.
 */
export function useSearchQuery() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const urlQuery = queryFrom(search);
  const [value, setValue] = useState(urlQuery);
  const [active, setActive] = useState(urlQuery);
  const lastWritten = useRef(urlQuery);

  // The address bar follows the active query in place (q removed when empty).
  useEffect(() => {
    const written = active.trim() ? active : '';
    if (written === lastWritten.current) return;
    lastWritten.current = written;
    navigate(urls.search(written), { replace: true });
  }, [active, navigate]);

  // Back and forward, or a link to another query, change the URL under us.
  useEffect(() => {
    if (urlQuery === lastWritten.current) return;
    lastWritten.current = urlQuery;
    setValue(urlQuery);
    setActive(urlQuery);
  }, [urlQuery]);

  useEffect(() => {
    if (value === active) return;
    const timer = setTimeout(() => setActive(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, active]);

  const submit = (submitted: string) => {
    setValue(submitted);
    setActive(submitted);
  };
  return { value, setValue, active: active.trim(), submit };
}
