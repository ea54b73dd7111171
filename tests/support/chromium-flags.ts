/**
 * Chromium as tests and benches start it on this machine (conventions.md): no sandbox as root,
 * software rendering, and nothing reaching out to Google's services, which the closed network
 * refuses many times a second.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
