import type { Target } from "../support/measure";
import { largeCourse, type Clinova } from "./clinova";

export type RenderTarget = Target & {
  /** The goal for this page: CPU per request at most this many times F's. */
  goalTimesFloor?: number;
};

// What a browser sends: the server compresses as it would for a visitor.
const browserHeaders = { "accept-encoding": "gzip, deflate, br, zstd" };

/**
 * F first (the ratios are to it), then Clinova's pages as decision 0020 measures them; `player` is the
 * lesson player's full HTML, measured again at a fixed rate.
 */
export function renderTargets(floorUrl: string, floorPid: number, clinova: Clinova) {
  const signedIn = { ...browserHeaders, cookie: clinova.cookie };
  const page = (label: string, path: string, goalTimesFloor?: number): RenderTarget => ({
    label,
    url: `${clinova.baseURL}${path}`,
    headers: signedIn,
    serverPid: clinova.pid,
    goalTimesFloor,
  });
  const size = `${largeCourse.modules} × ${largeCourse.lessonsPerModule}`;
  const player = page(`lesson player, ${size}, full HTML`, clinova.player, 4);
  const targets: RenderTarget[] = [
    {
      label: "F: bare React Router page",
      url: floorUrl,
      headers: browserHeaders,
      serverPid: floorPid,
    },
    {
      label: "404 page, signed out",
      url: `${clinova.baseURL}/no-such-page`,
      headers: browserHeaders,
      serverPid: clinova.pid,
      expectStatus: 404,
      goalTimesFloor: 2,
    },
    page("home page `/`, signed in", "/", 4),
    page("`/dashboard`", "/dashboard", 4),
    page(`course page, ${size}`, `/course/${largeCourse.slug}`, 4),
    player,
    page(`lesson player, ${size}, \`.data\``, `${clinova.player}.data`),
  ];
  return { targets, player };
}
