import type { Env } from "../env";

/** The settled configuration the running server uses (env plus what was derived from it). */
export type ServerConfig = Env & { authSecret: string };
