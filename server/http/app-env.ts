/** Hono's per-request variables, shared by the app and every API router. */
export type AppEnv = {
  Variables: { requestId: string; baseHeaders: Readonly<Record<string, string>> };
};
