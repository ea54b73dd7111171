import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  "~": fromRoot("./app"),
  "@common": fromRoot("./common"),
  "@server": fromRoot("./server"),
};

// Modules every page loads, bundled together: dozens of tiny chunks cost more to compress and
// fetch than the same code in one (each gzip stream starts with an empty dictionary).
const framework =
  /node_modules[\\/](?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;
const shell = [
  /app[\\/]lib[\\/]/,
  /app[\\/]components[\\/](?:layout[\\/](?!user-menu)|ui[\\/](?:button|container|avatar|badge|spinner|skeleton|toaster)\.)/,
  /node_modules[\\/](?:clsx|class-variance-authority|@radix-ui[\\/]react-(?:slot|compose-refs))[\\/]/,
  // lucide's shared code, not its icons: each page needs only a few of those.
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
];

// @react-three/xr can install a headset emulator (iwer's dev UI and its synthetic rooms, about
// 2 MB gzipped) on localhost. The practice scene turns it off (`emulate: false`; the tests inject
// iwer themselves), but its dynamic import would still be built into chunks nobody loads
// (decision 0040). This stands in for it: an empty module that says so if ever called.
const withoutXrEmulator: Plugin = {
  name: "clinova:without-xr-emulator",
  enforce: "pre",
  resolveId(source, importer) {
    if (source === "./emulate.js" && importer?.includes("@pmndrs/xr"))
      return "\0without-xr-emulator";
  },
  load(id) {
    if (id !== "\0without-xr-emulator") return;
    return 'export function emulate() { throw new Error("The headset emulator is not built in."); }';
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [withoutXrEmulator, tailwindcss(), reactRouter()],
  resolve: { alias: aliases },
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
  build: {
    assetsInlineLimit: 0,
    // The one chunk over Vite's default 500 kB is the practice scene (three.js and the XR
    // runtime, about 1,090 kB; decision 0040), loaded only when a practice session starts and
    // held to its own gzipped budget by `npm run budgets`. Every other chunk is under 350 kB, so
    // this still warns when a page's code grows that large (decision 0051).
    chunkSizeWarningLimit: 1_200,
    rolldownOptions: {
      // Rolldown's table of slow plugins measures how busy the machine is, not what is wrong
      // with the build: on shared cores it filled a first start's screen.
      checks: { bundlerTimings: false },
      ...(isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  { name: "framework", test: framework, priority: 20 },
                  {
                    name: "shell",
                    test: (id: string) => shell.some((pattern) => pattern.test(id)),
                    priority: 10,
                  },
                ],
              },
            },
          }),
    },
  },
}));
