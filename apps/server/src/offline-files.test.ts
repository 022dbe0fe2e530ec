import { describe, expect, it } from 'vitest';
import { staticCacheControl } from './web.js';
import { useTestServer } from './testing/use-test-server.js';

const { request } = useTestServer();

// Offline reading (docs/decisions/025-offline-reading.md): the files the browser installs the site from.
describe('the service worker and the web app manifest', () => {
  it('serves /sw.js as JavaScript that the browser asks for again on every visit', async () => {
    const response = await request('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('bhakti-saved-texts');
  });

  it('serves the manifest as application/manifest+json, asked for again on every visit', async () => {
    const response = await request('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toMatchObject({ name: 'Bhakti Sangrah', start_url: '/', display: 'standalone' });
  });

  it('names the manifest in every page and lets the site run its own worker and manifest (CSP)', async () => {
    const response = await request('/texts/hanuman-chalisa');
    expect(await response.text()).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('renders the offline page the worker precaches', async () => {
    const response = await request('/offline');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('You&#x27;re offline');
  });

  it('keeps the other caching rules of static files', () => {
    expect(staticCacheControl('/assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(staticCacheControl('/icons/icon-192.png')).toBe('public, max-age=3600');
    expect(staticCacheControl('/sw.js')).toBe('no-cache');
  });
});
