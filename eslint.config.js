import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const serverImport = {
  group: ["@server/*", "**/server/*", "../server/*", "../../server/*"],
  message:
    "Client code must not import server/. Only route loaders/actions (route files) and *.server.ts modules may.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
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
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // The one-way import rule of docs/architecture.md: components and features render in the
    // browser and never reach into server/ (type-only imports are erased and allowed).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx", "app/**/*.server.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ ...serverImport, allowTypeImports: true }] },
      ],
    },
  },
  {
    // common/ runs anywhere: it imports neither app/ nor server/.
    files: ["common/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@server/*", "~/*", "../server/*", "../app/*"],
              message: "common/ imports neither app/ nor server/.",
            },
          ],
        },
      ],
    },
  },
  {
    // server/ never imports the UI.
    files: ["server/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/*", "../app/*", "../../app/*"], message: "server/ does not import app/." },
          ],
        },
      ],
    },
  },
);
