// Used by the browser tests and the bench. TOOLCHAIN.md: without the networking flags Chromium calls hosts this closed network refuses.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
