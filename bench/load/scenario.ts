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
 * One learner's visit, one lesson further each `round`: the dashboard, a lesson, a new note, an
 * edit to the lesson's earlier note, the lesson marked complete (each change posted as the
 * player's fetchers post it, to the route's `.data`, then the loaders revalidated as the browser
 * does), the home, pricing and blog pages, and the course's assessment: the page, the submit (a
 * form post, 303) and the result page it redirects to (`resultPath`, the submit's `Location`;
 * left out when there is none). 14 requests, 5 of them writes.
 */
export function learnerVisit(
  baseURL: string,
  learner: Learner,
  round: number,
  resultPath?: string,
): Step[] {
  const headers = { cookie: learner.cookie, "accept-encoding": acceptEncoding };
  const post = { ...headers, origin: baseURL, "content-type": "application/x-www-form-urlencoded" };
  const get = (label: string, path: string): Step => ({ label, method: "GET", path, headers });
  const form = (label: string, path: string, body: string, expect?: number): Step => ({
    label,
    method: "POST",
    path,
    headers: post,
    body,
    expect,
  });
  const fields = (values: Record<string, string>) => new URLSearchParams(values).toString();
  const coursePath = `/course/${learner.courseId}`;
  const assessmentPath = `${coursePath}/assessment`;
  const lesson = learner.lessons[round % learner.lessons.length]!;
  const player = `${coursePath}/start/${lesson.id}`;
  const data = `${player}.data`;
  const note = `Round ${round}: flush the cannula with saline and watch for swelling.`;
  const edit = `Check identity and consent first (revised, round ${round}).`;
  return [
    get(routeLabels.dashboard, "/dashboard"),
    get(routeLabels.player, player),
    form(routeLabels.noteCreate, data, fields({ intent: "note-create", content: note })),
    get(routeLabels.revalidate, data),
    form(
      routeLabels.noteUpdate,
      data,
      fields({ intent: "note-update", noteId: lesson.noteId, content: edit }),
    ),
    get(routeLabels.revalidate, data),
    form(routeLabels.complete, data, fields({ intent: "complete" })),
    get(routeLabels.revalidate, data),
    get(routeLabels.home, "/"),
    get(routeLabels.pricing, "/pricing"),
    get(routeLabels.blog, "/blog"),
    get(routeLabels.assessmentPage, assessmentPath),
    form(routeLabels.assessmentSubmit, assessmentPath, learner.answers, 303),
    ...(resultPath ? [get(routeLabels.assessmentResult, resultPath)] : []),
  ];
}

/**
 * The learner's visits over and over, the result page following each submit's redirect.
 * `offset` starts the learner at another step, so that at any moment the connections are spread
 * over the whole visit.
 */
export function learnerScript(baseURL: string, learner: Learner, offset: number): Script {
  return function* () {
    let skip = offset;
    for (let round = 0; ; round++) {
      let resultPath: string | undefined;
      for (const step of learnerVisit(baseURL, learner, round, "/pending")) {
        if (skip > 0) {
          skip--;
          continue;
        }
        if (step.label === routeLabels.assessmentResult) {
          if (!resultPath) continue; // the submit failed, or this learner began after it
          yield { ...step, path: resultPath };
          continue;
        }
        const answer = yield step;
        if (step.label === routeLabels.assessmentSubmit) resultPath = locationOf(baseURL, answer);
      }
    }
  };
}

/** The path and query of a redirect's `Location`. */
export function locationOf(
  baseURL: string,
  answer: { headers: { location?: string } } | undefined,
) {
  const target = answer?.headers.location;
  if (!target) return undefined;
  const url = new URL(target, baseURL);
  return `${url.pathname}${url.search}`;
}
