import { dirname, relative, resolve } from "node:path";

/**
 * A route module makes one call into server/ (decision 0050): it may import values from at most
 * `max` server modules, not counting `server/context`, type-only imports and the gates that
 * decide who may see the page (`server/policy/**`, `server/**\/require-*`), which stay visible
 * in the route.
 */
export function oneServerEntry(projectRoot) {
  const exempt = (path) =>
    path === "server/context" ||
    path.startsWith("server/policy/") ||
    /(^|\/)require-[^/]+$/.test(path);

  const serverPathOf = (specifier, filename) => {
    if (specifier.startsWith("@server/")) return `server/${specifier.slice("@server/".length)}`;
    if (!specifier.startsWith(".")) return null;
    const path = relative(projectRoot, resolve(dirname(filename), specifier));
    return path.startsWith("server/") ? path : null;
  };

  const typeOnly = (node) =>
    node.importKind === "type" ||
    node.exportKind === "type" ||
    (node.specifiers?.length > 0 &&
      node.specifiers.every((s) => s.importKind === "type" || s.exportKind === "type"));

  return {
    meta: {
      type: "suggestion",
      schema: [{ type: "object", properties: { max: { type: "integer", minimum: 1 } } }],
      messages: {
        tooMany:
          "A route module calls one server/ module (its domain's page module), besides server/context and its gate; this is number {{count}} (limit {{max}}). Move the route's logic into server/<domain>/…-page.ts (decision 0050).",
      },
    },
    create(context) {
      const max = context.options[0]?.max ?? 1;
      const seen = new Set();
      const check = (node) => {
        if (!node.source || typeOnly(node)) return;
        const path = serverPathOf(String(node.source.value), context.filename);
        if (!path || exempt(path.replace(/\.(ts|tsx|js)$/, ""))) return;
        seen.add(path);
        if (seen.size > max && [...seen].at(-1) === path) {
          context.report({ node, messageId: "tooMany", data: { count: seen.size, max } });
        }
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
      };
    },
  };
}
