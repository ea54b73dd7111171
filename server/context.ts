import type { Auth } from "./accounts/auth/create-auth";
import type { BillingProvider } from "./billing/provider";
import type { SessionUser } from "./accounts/auth/session-user";
import type { ServerConfig } from "./config/server-config";
import type { Db } from "./db/client";
import type { Logger } from "./logger";
import type { MailQueue } from "./mail/mail-queue";
import type { Storage } from "./storage/storage";
import type { RateLimiter } from "./security/rate-limit";

/**
 * What domains above learning add to the lesson player, handed in by the wiring (`server/app.ts`)
 * so that learning never imports them (decision 0049).
 */
export type LessonPlugs = {
  /**
   * Initiating VR opens a practice session of the course's scenario (docs/product/learning.md#lesson-player):
   * the session's address, or null when the course has no scenario.
   */
  openPractice(
    db: Db,
    learner: { userId: string; courseId: string; lessonId: string },
  ): Promise<string | null>;
};

/** What every loader and action receives as `context`, built per request by `createApp`. */
export type AppContext = {
  db: Db;
  logger: Logger;
  /** Outgoing email: enqueued here, sent by the worker (server/mail/mail-queue.ts). */
  mailQueue: MailQueue;
  storage: Storage;
  auth: Auth;
  /** Stripe, or test mode when STRIPE_SECRET_KEY is not set. */
  billing: BillingProvider;
  rateLimiter: RateLimiter;
  /** What practice adds to the lesson player (learning does not import practice: decision 0049). */
  lessonPlugs: LessonPlugs;
  requestId: string;
  config: ServerConfig;
  cspNonce: string;
  /** The client's address, from the socket (never from a header the client could forge). */
  clientIp: string;
  /** The request's headers plus the client address, for calls into better-auth. */
  authHeaders: Headers;
  /** The signed-in user, read once per request however many loaders ask. */
  sessionUser(): Promise<SessionUser | null>;
  /**
   * /dev pages answer only on a localhost APP_URL, to a request from the loopback interface that
   * names a localhost host (`server/http/loopback-request.ts`); anyone else gets 404.
   */
  devPagesEnabled: boolean;
  /** /dev/mailbox lists the outbox only when no SMTP server is configured (it holds reset links). */
  mailboxEnabled: boolean;
  /** The development server: Vite's hot reload needs the app's scripts on every page. */
  hotReload: boolean;
  /** Empties the cache of public pages: call it once a change visitors see is committed. */
  publicPagesChanged(): void;
  /** Told how long each server render took (`app/entry.server.tsx`), for `/metrics`. */
  observeRender(route: string, seconds: number): void;
  /** Told of each error a loader or action threw (`handleError`): a lost database makes a 503. */
  reportRouteError(error: unknown): void;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
