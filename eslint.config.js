import { readdirSync } from "node:fs";
import { join } from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { oneServerEntry } from "./scripts/eslint/one-server-entry.js";

const projectRoot = import.meta.dirname;

// The import rules of docs/architecture.md and decision 0016, checked on the file an import
// resolves to: a relative path of any depth and every alias (~/, @common/, @server/) land on
// the same folder.
const features = readdirSync(join(projectRoot, "app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaries = [
  {
    target: "common",
    from: ["app", "server"],
    message: "common/ runs anywhere: it imports neither app/ nor server/.",
  },
  { target: "server", from: "app", message: "server/ never imports app/." },
  {
    target: ["app/components", "app/lib"],
    from: ["app/features", "app/routes"],
    message: "Shared UI (components/, lib/) imports no feature and no route.",
  },
  {
    target: "scripts",
    from: "bench",
    message: "scripts/ (build, start, tests) imports nothing from bench/; bench/ may use scripts/.",
  },
  ...features.map((name) => ({
    target: `app/features/${name}`,
    from: "app",
    except: ["./components", "./lib", `./features/${name}`],
    message:
      "A feature imports only app/components/, app/lib/, common/ and its own folder: move what features share there.",
  })),
];

// Decision 0049: server/ in layers. The platform parts import no domain; a domain imports the
// platform and the domains on the layers below its own, never one beside or above it; the
// wiring (app.ts and the process entries) sits above them all. server/context.ts, the type of
// what the wiring hands every loader, stands outside the layers: it names the services' types.
const serverPlatform = [
  "db",
  "http",
  "mail",
  "storage",
  "uploads",
  "metrics",
  "config",
  // The security suite (security/suite/) sweeps the whole app: it is tests, not a platform part.
  "security/*.ts",
  "documents",
  "audit",
  "policy",
  "env.ts",
  "logger.ts",
];
const serverDomainLayers = [
  ["accounts"],
  ["billing"],
  ["content", "leads"],
  ["learning"],
  ["practice"],
  ["institutions"],
  ["back-office"],
  // A screen that shows or changes several domains at once (the account page, pricing, the
  // two-factor step of sign-in): its one page module sits above the domains it composes.
  ["screens"],
];
const serverWiring = ["app.ts", "boot.ts", "main.ts", "serve.ts", "dev.ts"];
const inServer = (paths) => paths.map((path) => `server/${path}`);
const domainsFrom = (layer) => serverDomainLayers.slice(layer).flat();

const serverLayers = [
  {
    target: inServer(serverPlatform),
    from: inServer([...domainsFrom(0), ...serverWiring]),
    message:
      "A platform part of server/ imports no domain (decision 0049): pass what it needs in from the wiring (server/app.ts).",
  },
  ...serverDomainLayers.flatMap((layer, index) =>
    layer.map((domain) => ({
      target: `server/${domain}`,
      from: inServer([...domainsFrom(index).filter((other) => other !== domain), ...serverWiring]),
      message: `server/${domain}/ imports only the platform and the domains below it (decision 0049: ${serverDomainLayers.map((names) => names.join(", ")).join(" → ")}): move the shared piece down, or plug it in at the wiring.`,
    })),
  ),
];

// Components and features render in the browser: they may import server/ types (erased), never
// server/ values. The path patterns match `@server/…` and a `server/` folder at any depth.
const serverValue =
  "Client code must not import server/ values. Only route modules, root.tsx, entry.server.tsx and *.server.ts modules may (import type is allowed).";

const zodThroughCommon = {
  name: "zod",
  allowTypeImports: true,
  message: "Import z from common/zod.ts: it turns off zod's eval probe, which the CSP reports.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "bench/render-floor/build/**",
      "data/**",
      ".react-router/**",
      "node_modules/**",
      "server/db/migrations/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: join(projectRoot, "tsconfig.json") }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: projectRoot, zones: [...boundaries, ...serverLayers] },
      ],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  // Code that reaches the browser takes zod from common/zod.ts, which turns off its `new Function`
  // probe: imported straight, a page with a form broke the Content-Security-Policy.
  {
    files: ["common/**/*.{ts,tsx}"],
    ignores: ["common/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [zodThroughCommon] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx", "app/**/*.server.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [zodThroughCommon],
          patterns: [
            { group: ["@server/**", "**/server/**"], allowTypeImports: true, message: serverValue },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression[source.value=/^@server\\/|(^|\\/)server\\//]",
          message: serverValue,
        },
      ],
    },
  },
  // One way in (decision 0050): each route module's loader and action call one page module of
  // their domain; its gate (require-*, server/policy/) and server/context do not count.
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["app/routes/**/*.test.{ts,tsx}"],
    plugins: { clinova: { rules: { "one-server-entry": oneServerEntry(projectRoot) } } },
    rules: { "clinova/one-server-entry": ["error", { max: 1 }] },
  },
);
