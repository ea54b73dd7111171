import { type RouteConfig, index } from "@react-router/dev/routes";

export default [index("routes/outline-page.tsx")] satisfies RouteConfig;
