import { Link, useLocation, useSearch } from 'wouter';
import { CssIcon } from '../ui/css-icon.js';
import { lazyPage } from './lazy-page.js';
import { useT } from '../i18n/interface.js';

/** The reading page's `?mode=puja` (docs/decisions/024). */
const MODE_PARAM = 'mode';
const PUJA = 'puja';

export const isPujaMode = (search: URLSearchParams) => search.get(MODE_PARAM) === PUJA;

/** The reading page's query in puja mode or out of it, the other parameters kept. */
export function withPujaMode(search: URLSearchParams, on: boolean): URLSearchParams {
  const next = new URLSearchParams(search);
  if (on) next.set(MODE_PARAM, PUJA);
  else next.delete(MODE_PARAM);
  return next;
}

/** Puja mode itself (keys, taps, swipes, wake lock, its styles): a chunk loaded when it opens. */
// Its words are the reading page's (the catalogue's main chunk), loaded with every page.
export const pujaMode = lazyPage(
  'src/public/puja-mode.tsx',
  () => import('./puja-mode.js').then((m) => m.PujaMode),
  'main',
);

/** The toolbar's way into puja mode: this page's address with `?mode=puja`. */
export function PujaLink() {
  const [path] = useLocation();
  const search = new URLSearchParams(useSearch());
  const t = useT();
  return (
    <Link href={`${path}?${withPujaMode(search, true)}`} className="toolbar-button needs-js" onClick={enterFullscreen}>
      <CssIcon name="flame" size={18} />
      <span className="toolbar-text">{t('puja.enter')}</span>
    </Link>
  );
}

// Full screen needs the reader's gesture, so it is asked for here, before puja mode's chunk
// arrives; a browser that refuses (or has no full screen) leaves the page as it is.
function enterFullscreen() {
  if (document.fullscreenEnabled) document.documentElement.requestFullscreen().catch(() => undefined);
}
