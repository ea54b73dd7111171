/** More than this many rounds of percent-decoding and the path is taken as it stands. */
const decodeRounds = 3;

/**
 * A path as React Router matches it, for checks that must agree with its matching: percent-
 * encoding decoded (React Router decodes each segment; decoded here until it no longer changes,
 * so a doubly encoded letter cannot slip by), case folded (routes match case-insensitively),
 * runs of slashes collapsed, and the single-fetch `.data` suffix and a trailing slash dropped.
 * `/%61DMIN//Members/` and `/admin/members.data` both give `/admin/members`.
 */
export function routerPath(pathname: string) {
  let path = `/${decodedPath(pathname)}`.toLowerCase().replace(/\/{2,}/g, "/");
  path = path.replace(/\/_root\.data$/, "/").replace(/(\/_)?\.data$/, "");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** `pathname` percent-decoded until it no longer changes (a few rounds at most). */
export function decodedPath(pathname: string) {
  let path = pathname;
  for (let round = 0; round < decodeRounds; round++) {
    const decoded = decodeLeniently(path);
    if (decoded === path) break;
    path = decoded;
  }
  return path;
}

/** decodeURIComponent, or, where the whole will not decode, each ASCII escape on its own. */
function decodeLeniently(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path.replace(/%[0-7][0-9a-f]/gi, (escape) =>
      String.fromCharCode(Number.parseInt(escape.slice(1), 16)),
    );
  }
}
