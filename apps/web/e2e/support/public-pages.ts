/** The public pages axe checks, in light (a11y.e2e.ts) and in dark (night.e2e.ts). */
export const AXE_PAGES = [
  '/',
  '/texts/gayatri-mantra',
  '/texts/hanuman-chalisa?language=hi',
  '/texts/hanuman-chalisa?language=hi&beside=transliteration',
  '/texts/hanuman-chalisa/report?language=hi&verse=2',
  '/category/chalisas',
  '/categories',
  '/deity/shiva',
  '/search',
  '/search?q=hanuman',
  '/search?q=zzqxjv',
  '/contact',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  '/no/such/page',
];
