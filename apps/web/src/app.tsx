import { useEffect, useRef } from 'react';
import { Router, useLocation, type AroundNavHandler } from 'wouter';
import { interfaceBase, type ColorTheme } from '@bhakti/core';
import type { PublicApi } from './ui/api.js';
import { ColorThemeProvider } from './ui/color-theme.js';
import { FormPostContext, type FormPostResult } from './ui/form-post.js';
import { HeadContext, type HeadCollector } from './ui/head.js';
import { PageDataProvider, type PageData } from './ui/page-data.js';
import { ApiContext } from './ui/queries.js';
import { InterfaceProvider, useT } from './i18n/interface.js';
import { SiteContext, type Site } from './ui/site.js';
import { ToastProvider } from './ui/toast.js';
import { Footer } from './public/footer.js';
import { Header } from './public/header.js';
import { InterfaceOffer } from './public/interface-offer.js';
import { useOfflineSupport } from './offline/offline-support.js';
import { TextSizeProvider } from './public/reading-preferences.js';
import { matchRoute } from './public/routes.js';

export interface AppProps {
  api: PublicApi;
  /** The page's reads: filled by the server's loaders, restored from the page in the browser. */
  pageData: PageData;
  site: Site;
  /** The theme the reader chose (the theme cookie), null to follow the system. */
  theme: ColorTheme | null;
  /** Server only: where the page writes its head. */
  head?: HeadCollector;
  /** Server only: the requested path (with its language prefix) and query (without '?'). */
  ssr?: { path: string; search: string };
  /** What came of a form posted to the first page without JavaScript (ADR 022). */
  formPost?: FormPostResult | null;
}

/**
 * The whole site, the same tree on the server and in the browser. No Mantine provider around
 * it: the few components built on Mantine bring their own (src/ui/mantine-scope.tsx), so the
 * reading page's first load carries none.
 */
export function App({ api, pageData, site, theme, head, ssr, formPost = null }: AppProps) {
  return (
    <HeadContext.Provider value={head ?? null}>
      <SiteContext.Provider value={site}>
        <ApiContext.Provider value={api}>
          <PageDataProvider store={pageData}>
            <InterfaceProvider language={site.language}>
              <Router
                base={interfaceBase(site.language)}
                ssrPath={ssr?.path}
                ssrSearch={ssr?.search}
                aroundNav={loadWhenOffline}
              >
                <ColorThemeProvider theme={theme}>
                  <ToastProvider>
                    <TextSizeProvider>
                      <Layout formPost={formPost} />
                    </TextSizeProvider>
                  </ToastProvider>
                </ColorThemeProvider>
              </Router>
            </InterfaceProvider>
          </PageDataProvider>
        </ApiContext.Provider>
      </SiteContext.Provider>
    </HeadContext.Provider>
  );
}

/**
 * Offline, a move to another page loads it whole, so that the service worker answers with the
 * page as kept or with the offline page, instead of a page waiting for data that cannot come.
 * A move within the page (its query: another view, puja mode) needs no new data and stays.
 */
const loadWhenOffline: AroundNavHandler = (navigate, to, options) => {
  if (navigator.onLine || new URL(to, window.location.href).pathname === window.location.pathname)
    navigate(to, options);
  else window.location.assign(to);
};

function Layout({ formPost }: { formPost: FormPostResult | null }) {
  const [location] = useLocation();
  const t = useT();
  useOfflineSupport();
  const { route, params } = matchRoute(location);
  const { Page } = route;
  const firstLocation = useRef(location);
  useScrollOnNavigate(location);
  useEffect(() => {
    // A mark for tests and styles: the page's script runs and has taken over the server's HTML.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // Pages fade in when the reader moves between them, not on arrival (the server's page is already there).
  const transition = location !== firstLocation.current;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <InterfaceOffer />
      <Header />
      <main id="main" tabIndex={-1}>
        <div key={location} className={transition ? 'page page-enter' : 'page'} data-route={route.name}>
          {/* The post's result belongs to the page it answered, not to the pages the reader goes on to. */}
          <FormPostContext.Provider value={transition ? null : formPost}>
            <Page params={params} />
          </FormPostContext.Provider>
        </div>
      </main>
      <Footer />
    </>
  );
}

/** A new page starts at its hash target or at the top, with focus at the start of the content. */
function useScrollOnNavigate(location: string): void {
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    const hash = window.location.hash.slice(1);
    const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location]);
}
