import type { Config } from "@react-router/dev/config";

// The floor's own build, apart from Clinova's `build/` (bench/render/floor.ts builds it).
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
