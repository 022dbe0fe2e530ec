/** Debian's Chromium (`apt-get install chromium`): no test or benchmark downloads a browser of its own. */
export const CHROMIUM = '/usr/bin/chromium';

/** The flags Debian's Chromium needs to run headless in a container, quietly and offline. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
