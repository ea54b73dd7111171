import { randomInt } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import {
  createPublicPagesChanges,
  publicPagesChannel,
  type PublicPagesChanges,
} from "./public-pages-changes";

const logger = createLogger("silent");
const redisBase = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
// A database number of its own, since the channel is named by it (other runs share this Redis).
const database = randomInt(1, 16);
const redisUrl = (db = database) => `${redisBase}/${db}`;

const opened: PublicPagesChanges[] = [];
const open = (url: string | undefined) => {
  const changes = createPublicPagesChanges(url, logger);
  opened.push(changes);
  return changes;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((changes) => changes.close()));
});

/** Counts the calls a subscriber gets. */
const counter = (changes: PublicPagesChanges) => {
  const heard = { count: 0 };
  changes.subscribe(() => heard.count++);
  return heard;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** Waits until `count` servers listen on the channel of `url` (a fixed pause is too short on a busy machine). */
const observer = new Redis(redisBase, { lazyConnect: true });
afterAll(() => observer.disconnect());
const listening = (url: string, count: number) =>
  expect
    .poll(
      async () => {
        const [, subscribers] = (await observer.pubsub("NUMSUB", publicPagesChannel(url))) as [
          string,
          number,
        ];
        return subscribers;
      },
      { timeout: 10_000 },
    )
    .toBe(count);

// The database plays no part: run once, so the two projects' runs never share a channel.
describe.skipIf(process.env.TEST_DB_KIND === "postgres")("news that public pages changed", () => {
  it("without Redis reaches this process's subscribers at once", () => {
    const changes = open(undefined);
    const first = counter(changes);
    const second = counter(changes);
    changes.announce();
    expect([first.count, second.count]).toEqual([1, 1]);
  });

  it("over Redis reaches the other servers, and this one once and at once", async () => {
    const here = open(redisUrl());
    const there = open(redisUrl());
    const heardHere = counter(here);
    const heardThere = counter(there);
    await listening(redisUrl(), 2);
    here.announce();
    expect(heardHere.count).toBe(1);
    await expect.poll(() => heardThere.count, { timeout: 10_000 }).toBe(1);
    await settle();
    expect(heardHere.count).toBe(1);
  });

  it("stays within one Redis database number", async () => {
    const here = open(redisUrl());
    const elsewhere = open(redisUrl(database === 15 ? 14 : database + 1));
    const same = open(redisUrl());
    const heardElsewhere = counter(elsewhere);
    const heardSame = counter(same);
    await listening(redisUrl(), 2);
    await listening(redisUrl(database === 15 ? 14 : database + 1), 1);
    here.announce();
    await expect.poll(() => heardSame.count, { timeout: 10_000 }).toBe(1);
    await settle();
    expect(heardElsewhere.count).toBe(0);
    expect(publicPagesChannel("redis://127.0.0.1:6379")).toBe("clinova:0:public-pages-changed");
  });

  it("still empties this server's caches when Redis cannot be reached", async () => {
    const changes = open("redis://127.0.0.1:1");
    const heard = counter(changes);
    changes.announce();
    expect(heard.count).toBe(1);
  });
});
