/** Private and utility areas crawlers have no business in. */
export const disallowedPaths = [
  "/dashboard",
  "/course/",
  "/dev/",
  "/api/",
  "/get-started",
  "/auth/",
];

/** robots.txt: everything else allowed, and where the sitemap is. */
export function buildRobotsTxt(appUrl: string) {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${appUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
