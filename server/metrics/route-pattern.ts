/** `/course/:courseId/start/:lessonId?` from React Router's matched routes, root first. */
export function patternOfMatches(matches: readonly { route: { path?: string } }[]) {
  let pattern = "";
  for (const match of matches) {
    const path = match.route.path;
    if (path) pattern += path.startsWith("/") ? path : `/${path}`;
  }
  return pattern || "/";
}
