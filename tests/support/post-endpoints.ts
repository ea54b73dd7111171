import { randomUUID } from "node:crypto";
import { createAuth } from "@server/accounts/auth/create-auth";
import { builtRoutes, fillPath } from "./route-table";
import { testAuthSecret, type TestApp } from "./test-app";

export type PostTarget = { name: string; path: string };

/**
 * Everything that takes a POST, found rather than listed, so a security sweep covers an endpoint
 * added later: every action of the production build's route table (parameters filled with the
 * demo course or a random id), and every POST endpoint better-auth has, exposed or not.
 */
export async function postEndpoints(subject: TestApp) {
  const params = (name: string) => (name === "courseId" ? "demo-iv-cannulation" : randomUUID());
  const pages: PostTarget[] = (await builtRoutes())
    .filter((route) => route.action && route.path)
    .map((route) => ({
      name: `action ${route.id}`,
      path: fillPath(
        route.path!,
        Object.fromEntries(route.params.map((name) => [name, params(name)])),
      ),
    }));
  const auth = createAuth({
    db: subject.database.db,
    config: { ...subject.config, authSecret: testAuthSecret },
    mailQueue: subject.mailQueue,
    logger: subject.logger,
  });
  const api: PostTarget[] = Object.values(
    auth.api as Record<string, { path?: string; options?: unknown }>,
  )
    .filter((endpoint) => {
      const method = (endpoint.options as { method?: string | string[] } | undefined)?.method;
      return typeof endpoint.path === "string" && [method].flat().includes("POST");
    })
    .map((endpoint) => ({
      name: `auth API ${endpoint.path}`,
      path: `/api/auth${endpoint.path!.replace(/:\w+/g, "x")}`,
    }));
  return { pages, api };
}
