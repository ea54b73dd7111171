import type { Db } from "./db/client";
import type { Logger } from "./logger";
import type { ServerConfig } from "./config/server-config";

/** What every loader and action receives as `context`, built per request by `createApp`. */
export type AppContext = {
  db: Db;
  logger: Logger;
  requestId: string;
  config: ServerConfig;
  cspNonce: string;
  /** /dev pages exist only when the app runs on a localhost address. */
  devPagesEnabled: boolean;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
