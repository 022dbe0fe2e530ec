import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Skeleton.css';
import './styles/fonts.css';
import './styles/global.css';
import './styles/print.css';
import './styles/forms.css';
// Last, as the theme's <style> elements once stood after the stylesheet (see vite.config.ts).
import 'virtual:mantine-theme.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.js';
import { createBrowserApi } from './ui/api.js';
import { renderedTheme } from './ui/color-theme.js';
import { PageData } from './ui/page-data.js';
import { matchRoute, prepareRoute } from './public/routes.js';
import { parseState, STATE_ELEMENT_ID } from './state.js';
import { INTERFACE_LANGUAGES, loadInterfaceChunk } from './i18n/catalogue-loading.js';
import { splitInterfacePath } from '@bhakti/core';

const root = document.getElementById('root');
const stateElement = document.getElementById(STATE_ELEMENT_ID);
const state = stateElement?.textContent ? parseState(stateElement.textContent) : null;
const pageData = new PageData();
const { language, path } = state
  ? { language: state.site.language, path: splitInterfacePath(window.location.pathname, [state.site.language]).path }
  : splitInterfacePath(window.location.pathname, INTERFACE_LANGUAGES);
if (state) pageData.restore(state.reads);

const app = (
  <App
    api={createBrowserApi()}
    pageData={pageData}
    site={state?.site ?? { origin: window.location.origin, renderedAt: new Date().toISOString(), language }}
    theme={renderedTheme(document.documentElement)}
    formPost={state?.formPost ?? null}
  />
);

if (!root) throw new Error('The page has no #root element');
// The server rendered the page: take it over once the code it was rendered with is here too
// (its page's chunk, the script converter of a ?script= page: the head names them, so they
// load beside the entry). Without one (the Vite dev server), render here.
if (state && root.firstElementChild) {
  const { route } = matchRoute(path);
  void Promise.all([
    loadInterfaceChunk(language),
    ...(state.catalogueChunks ?? []).map((chunk) => loadInterfaceChunk(language, chunk)),
    prepareRoute(route, new URLSearchParams(window.location.search), language),
  ])
    .catch(() => undefined)
    .then(() => hydrateRoot(root, app));
} else void loadInterfaceChunk(language).then(() => createRoot(root).render(app));
