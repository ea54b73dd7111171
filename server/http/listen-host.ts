/**
 * The interface the server listens on: `HOST` when set; else 127.0.0.1 for a localhost
 * `APP_URL`, so a laptop's server (and its /dev mailbox) cannot be reached from the network;
 * else every interface (`undefined`, Node's default). Containers set `HOST=0.0.0.0`.
 */
export function listenHost(config: { host?: string; isLocalhost: boolean }): string | undefined {
  return config.host ?? (config.isLocalhost ? "127.0.0.1" : undefined);
}
