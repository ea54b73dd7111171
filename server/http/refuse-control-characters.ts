import type { MiddlewareHandler } from "hono";
import { controlCharacterMessage, hasControlCharacter } from "@common/forms/control-characters";
import type { AppEnv } from "./app-env";
import { jsonResponse } from "./base-headers";
import { decodedPath } from "./router-path";

/** Where an address with a control character is sent inside React Router: only its 404 matches. */
const refusedPrefix = "/_refused";

/**
 * The one input rule for addresses (forms have theirs in read-form.ts): a control character
 * other than tab and line breaks, in the path or the query string, never reaches a loader or the
 * database (PostgreSQL cannot store NUL in text, and answered 500). In the path it names nothing:
 * the page is the unknown address's 404 (JSON 404 under /api). In the query string it is
 * refused with 400 and the forms' message, whoever would have read it.
 */
export function refuseControlCharacters(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A control character in an address is always percent-encoded: no `%`, nothing to look at.
    if (!c.req.url.includes("%")) return next();
    const url = new URL(c.req.url);
    const api = url.pathname.startsWith("/api/");
    if (hasControlCharacter(decodedPath(url.pathname))) {
      if (api) return jsonResponse(c, { error: "Not found" }, 404);
      url.pathname = `${refusedPrefix}${url.pathname.endsWith(".data") ? ".data" : ""}`;
      url.search = "";
      c.req.raw = new Request(url, c.req.raw);
      return next();
    }
    const query = [...url.searchParams].flat();
    if (query.some(hasControlCharacter)) {
      return api
        ? jsonResponse(c, { message: controlCharacterMessage }, 400)
        : c.text(controlCharacterMessage, 400);
    }
    return next();
  };
}
