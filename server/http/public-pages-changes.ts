import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { Logger } from "../logger";

/**
 * News that public pages changed, for every server's page cache (`page-cache.ts`). Without
 * Redis there is one server and the news stays in the process; with REDIS_URL it goes out on a
 * Redis channel that every server listens to (decision 0029).
 */
export type PublicPagesChanges = {
  /** Empties this server's caches at once and tells every other server to empty theirs. */
  announce(): void;
  /** What to do when any server (this one included) announces a change. */
  subscribe(listener: () => void): void;
  close(): Promise<void>;
};

export function createPublicPagesChanges(
  redisUrl: string | undefined,
  logger: Pick<Logger, "warn">,
): PublicPagesChanges {
  return redisUrl ? overRedis(redisUrl, logger) : inProcess();
}

function inProcess(): PublicPagesChanges {
  const listeners: (() => void)[] = [];
  return {
    announce: () => listeners.forEach((listener) => listener()),
    subscribe: (listener) => void listeners.push(listener),
    close: async () => {},
  };
}

/**
 * Pub/sub is not scoped by Redis's database number, so the channel names it: deployments kept
 * apart by database number stay apart here too.
 */
export const publicPagesChannel = (redisUrl: string) =>
  `clinova:${new URL(redisUrl).pathname.slice(1) || "0"}:public-pages-changed`;

function overRedis(redisUrl: string, logger: Pick<Logger, "warn">): PublicPagesChanges {
  const local = inProcess();
  const channel = publicPagesChannel(redisUrl);
  // This server's own announcements come back on the channel: they were applied already.
  const self = randomUUID();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl);
  let listening = false;
  subscriber.on("ready", () => {
    // Announcements sent while we were disconnected are lost: drop what we hold instead.
    if (listening) local.announce();
    listening = true;
  });
  subscriber.on("message", (_channel: string, sender: string) => {
    if (sender !== self) local.announce();
  });
  subscriber.subscribe(channel).catch((error: unknown) => {
    logger.warn({ err: error }, "could not listen for public page changes");
  });
  // A reconnecting client reports an error at every try: say it once per outage.
  for (const connection of [publisher, subscriber]) {
    let reported = false;
    connection.on("ready", () => (reported = false));
    connection.on("error", (error: Error) => {
      if (!reported) logger.warn({ err: error }, "Redis unreachable for public page changes");
      reported = true;
    });
  }
  return {
    announce() {
      local.announce();
      publisher.publish(channel, self).catch((error: unknown) => {
        logger.warn(
          { err: error },
          "could not tell other servers that public pages changed; theirs expire within the cache's lifetime",
        );
      });
    },
    subscribe: local.subscribe,
    async close() {
      // quit() waits for a connection that may never come back.
      await Promise.allSettled(
        [publisher, subscriber].map((connection) =>
          connection.status === "ready" ? connection.quit() : connection.disconnect(),
        ),
      );
    },
  };
}
