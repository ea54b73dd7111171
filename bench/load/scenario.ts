import type { Script, Step } from "./driver";
import type { Learner } from "./learners";

// What a browser sends: the server compresses as it would for a visitor.
const acceptEncoding = "gzip, deflate, br, zstd";

export const routeLabels = {
  dashboard: "GET /dashboard",
  player: "GET lesson player (HTML)",
  noteCreate: "POST note create (.data)",
  noteUpdate: "POST note update (.data)",
  complete: "POST mark lesson complete (.data)",
  revalidate: "GET lesson player (.data, after a change)",
  home: "GET / (signed in)",
  pricing: "GET /pricing (signed in)",
  blog: "GET /blog (signed in)",
  assessmentPage: "GET assessment page",
  assessmentSubmit: "POST assessment submit (303)",
  assessmentResult: "GET assessment result",
} as const;

/**
 * One learner's visit, over and over, one lesson further each time round: the dashboard, a
 * lesson, a new note, an edit to the lesson's earlier note, the lesson marked complete (each
 * change posted as the player's fetchers post it, to the route's `.data`, then the loaders
 * revalidated as the browser does), the home, pricing and blog pages, and the course's
 * assessment: the page, the submit (a form post, 303) and the result it redirects to.
 * 14 requests, 5 of them writes. `offset` starts each learner at another step, so that at any
 * moment the connections are spread over the whole visit.
 */
export function learnerScript(baseURL: string, learner: Learner, offset: number): Script {
  const headers = { cookie: learner.cookie, "accept-encoding": acceptEncoding };
  const post = { ...headers, origin: baseURL, "content-type": "application/x-www-form-urlencoded" };
  const get = (label: string, path: string): Step => ({ label, method: "GET", path, headers });
  const form = (label: string, path: string, fields: Record<string, string>, expect?: number) => ({
    label,
    method: "POST" as const,
    path,
    headers: post,
    body: new URLSearchParams(fields).toString(),
    expect,
  });
  const coursePath = `/course/${learner.courseId}`;
  const assessmentPath = `${coursePath}/assessment`;
  const visit = (round: number): Step[] => {
    const lesson = learner.lessons[round % learner.lessons.length]!;
    const player = `${coursePath}/start/${lesson.id}`;
    const data = `${player}.data`;
    return [
      get(routeLabels.dashboard, "/dashboard"),
      get(routeLabels.player, player),
      form(routeLabels.noteCreate, data, {
        intent: "note-create",
        content: `Round ${round}: flush the cannula with saline and watch for swelling.`,
      }),
      get(routeLabels.revalidate, data),
      form(routeLabels.noteUpdate, data, {
        intent: "note-update",
        noteId: lesson.noteId,
        content: `Check identity and consent first (revised, round ${round}).`,
      }),
      get(routeLabels.revalidate, data),
      form(routeLabels.complete, data, { intent: "complete" }),
      get(routeLabels.revalidate, data),
      get(routeLabels.home, "/"),
      get(routeLabels.pricing, "/pricing"),
      get(routeLabels.blog, "/blog"),
      get(routeLabels.assessmentPage, assessmentPath),
      {
        ...form(routeLabels.assessmentSubmit, assessmentPath, {}, 303),
        body: learner.answers,
      },
      // Filled in from the submit's Location below.
      get(routeLabels.assessmentResult, assessmentPath),
    ];
  };
  return function* () {
    let skip = offset;
    for (let round = 0; ; round++) {
      let location: string | undefined;
      for (const step of visit(round)) {
        if (skip > 0) {
          skip--;
          continue;
        }
        const isResult = step.label === routeLabels.assessmentResult;
        if (isResult && !location) continue; // the submit failed, or the run began after it
        const answer = yield isResult ? { ...step, path: location! } : step;
        if (step.label === routeLabels.assessmentSubmit) {
          const target = answer?.headers.location;
          const url = target ? new URL(target, baseURL) : undefined;
          location = url && `${url.pathname}${url.search}`;
        }
      }
    }
  };
}

export const stepsPerVisit = 14;
