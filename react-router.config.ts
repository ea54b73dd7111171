import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // React Router 7 warns on every build until each v8 flag is set one way or the other. Each is
  // set to its current default, so nothing changes (decision 0051 says why none is taken yet):
  future: {
    // Turns loaders' `context` into a RouterContextProvider; ours pass `context.db` and friends
    // from server/app.ts, which would have to move to the middleware API first.
    v8_middleware: false,
    // Splits clientLoader/clientAction/HydrateFallback into chunks of their own; no route has
    // one, so it would buy nothing while changing the build's chunk graph under budgets.json.
    v8_splitRouteModules: false,
    // Builds through Vite's Environment API: vite.config.ts's client-only chunk groups (chosen
    // by `isSsrBuild`) would move under `environments.client` first.
    v8_viteEnvironmentApi: false,
    // Loaders would see `.data` and `?_routes` in `request.url`; ours read request.url directly.
    v8_passThroughRequests: false,
    // Moves the root's data URL from `/_root.data` to `/_.data`; server/metrics/route-label.ts
    // knows only the first.
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
