import { accountIntents } from "@common/account/account-intents";
import { learningRecordIntents } from "@common/learning/learning-record";
import { playerIntentSchema } from "@common/learning/player-intents";
import { practiceIntents } from "@common/practice/practice-intents";
import { demoCourse, type OwnerWithEverything } from "../../../tests/support/owner-with-everything";

// The IDOR sweep's list of requests (idor-sweep.test.ts, decision 0031): every request Ada's
// pages make, with Ada's ids, and what Ben must get when he sends it.

export type Expectation =
  /** Ada's object: 404, as for an id that does not exist. */
  | 404
  /** Ada's object: exactly what the same request with an unknown id answers. */
  | "as-missing"
  /** Ben's own data: anything but a server error, and nothing of Ada's in it. */
  | "own";
export type Replay = {
  /** The route ids this request reaches (a page's layouts and the root included). */
  routes: string[];
  method: "GET" | "POST";
  path: string;
  body?: Record<string, string>;
  expect: Expectation;
  /** Who replays: Ben's first device, or his phone. */
  as?: "phone";
};

const course = `/course/${demoCourse}`;
export const learning = ["routes/layouts/learning-layout", "root"];

/** Every request of Ada's, as Ben would replay it; destructive ones for Ben last, in order. */
export function replays(ada: OwnerWithEverything): Replay[] {
  const player = `${course}/start/${ada.ids.lesson}`;
  const playerRoute = ["routes/learn/lesson-player", ...learning];
  const recordRoute = ["routes/account/learning-record", ...learning];
  const accountRoute = ["routes/account/account", ...learning];
  const activity = {
    title: "Ben's retitle",
    activityType: "Other",
    activityDate: "2026-02-01",
    hours: "1",
    covered: "",
    whatLearned: "",
    practiceChange: "",
    standards: "",
  };
  const profile = {
    firstName: "Bartholomew",
    lastName: "Idorsen",
    professionalRegType: "nurse",
    regNo: "NMC-12A3456",
    institution: "Northgate University",
  };
  const noticesRoute = ["routes/notices/notices", ...learning];
  return [
    { routes: noticesRoute, method: "GET", path: "/notices", expect: "own" },
    {
      routes: noticesRoute,
      method: "POST",
      path: "/notices",
      body: { intent: "open", noticeId: ada.ids.notice },
      expect: 404,
    },
    {
      routes: noticesRoute,
      method: "POST",
      path: "/notices",
      body: { intent: "read-all" },
      expect: "own",
    },
    {
      routes: ["routes/learn/dashboard", ...learning],
      method: "GET",
      path: "/dashboard",
      expect: "own",
    },
    { routes: ["routes/learn/course", ...learning], method: "GET", path: course, expect: "own" },
    { routes: ["routes/learn/course", ...learning], method: "POST", path: course, expect: "own" },
    { routes: playerRoute, method: "GET", path: player, expect: "own" },
    ...(["complete", "vr-start"] as const).map((intent): Replay => ({
      routes: playerRoute,
      method: "POST",
      path: player,
      body: { intent },
      expect: "own",
    })),
    {
      routes: playerRoute,
      method: "POST",
      path: player,
      body: { intent: "position", position: "42" },
      expect: "own",
    },
    // A report of study credits the reporter's own row, never the lesson's other learners'.
    {
      routes: playerRoute,
      method: "POST",
      path: player,
      body: { intent: "engagement", ranges: "[[0,5]]", readingSeconds: "5", spanSeconds: "5" },
      expect: "own",
    },
    {
      routes: playerRoute,
      method: "POST",
      path: player,
      body: { intent: "next", nextRef: ada.ids.lesson },
      expect: "own",
    },
    {
      routes: playerRoute,
      method: "POST",
      path: player,
      body: { intent: "note-create", content: "Ben's note" },
      expect: "own",
    },
    {
      routes: playerRoute,
      method: "POST",
      path: player,
      body: { intent: "note-create", noteId: ada.ids.note, content: "Ben was here" },
      expect: 404,
    },
    {
      routes: playerRoute,
      method: "POST",
      path: player,
      body: { intent: "note-update", noteId: ada.ids.note, content: "Ben was here" },
      expect: 404,
    },
    {
      routes: playerRoute,
      method: "POST",
      path: player,
      body: { intent: "note-delete", noteId: ada.ids.note },
      expect: 404,
    },
    {
      routes: ["routes/learn/assessment", ...learning],
      method: "GET",
      path: `${course}/assessment`,
      expect: "own",
    },
    {
      routes: ["routes/learn/assessment", ...learning],
      method: "GET",
      path: `${course}/assessment?result=${ada.ids.result}`,
      expect: 404,
    },
    {
      routes: ["routes/learn/assessment", ...learning],
      method: "POST",
      path: `${course}/assessment`,
      body: {},
      expect: "own",
    },
    {
      routes: ["routes/learn/certificate"],
      method: "GET",
      path: `${course}/certificate`,
      expect: "own",
    },
    {
      routes: ["routes/learn/certificate"],
      method: "POST",
      path: `${course}/certificate`,
      expect: "own",
    },
    {
      // Ben renews nothing of Ada's: he holds no certificate of the course to renew.
      routes: ["routes/learn/renew"],
      method: "POST",
      path: `${course}/renew`,
      expect: "own",
    },
    ...practiceReplays(ada),
    { routes: recordRoute, method: "GET", path: "/account/learning-record", expect: "own" },
    {
      routes: recordRoute,
      method: "POST",
      path: "/account/learning-record",
      body: { intent: "external-create", ...activity },
      expect: "own",
    },
    {
      routes: recordRoute,
      method: "POST",
      path: "/account/learning-record",
      body: { intent: "external-update", activityId: ada.ids.activity, ...activity },
      expect: 404,
    },
    {
      routes: recordRoute,
      method: "POST",
      path: "/account/learning-record",
      body: { intent: "external-delete", activityId: ada.ids.activity },
      expect: 404,
    },
    // A reflection is keyed by its course: Ben's on Ada's course is Ben's own.
    {
      routes: recordRoute,
      method: "POST",
      path: "/account/learning-record",
      body: {
        intent: "reflection-save",
        courseId: ada.ids.course,
        whatLearned: "Ben's",
        practiceChange: "",
        standards: "",
      },
      expect: "own",
    },
    {
      routes: ["learning-record-csv"],
      method: "GET",
      path: "/account/learning-record.csv",
      expect: "own",
    },
    {
      routes: ["learning-record-pdf"],
      method: "GET",
      path: "/account/learning-record.pdf",
      expect: "own",
    },
    {
      routes: ["routes/account/account-export"],
      method: "GET",
      path: "/account/export",
      expect: "own",
    },
    { routes: accountRoute, method: "GET", path: "/account", expect: "own" },
    {
      routes: accountRoute,
      method: "POST",
      path: "/account",
      body: { intent: "profile", ...profile },
      expect: "own",
    },
    ...ada.ids.sessions.map((sessionId): Replay => ({
      routes: accountRoute,
      method: "POST",
      path: "/account",
      body: { intent: "revoke-session", sessionId },
      expect: "as-missing",
    })),
    { routes: ["routes/auth/get-started"], method: "GET", path: "/get-started", expect: "own" },
    {
      routes: ["routes/auth/get-started"],
      method: "POST",
      path: "/get-started",
      body: profile,
      expect: "own",
    },
    {
      routes: ["routes/auth/resend-verification"],
      method: "GET",
      path: "/auth/resend-verification",
      expect: "own",
    },
    {
      routes: ["routes/auth/resend-verification"],
      method: "POST",
      path: "/auth/resend-verification",
      body: { redirectTo: "/dashboard" },
      expect: "own",
    },
    {
      routes: ["routes/billing/checkout"],
      method: "GET",
      path: "/billing/checkout",
      expect: "own",
    },
    {
      routes: ["routes/billing/checkout"],
      method: "POST",
      path: "/billing/checkout",
      body: { plan: "standard", period: "yearly" },
      expect: "own",
    },
    {
      routes: ["routes/billing/test-checkout"],
      method: "GET",
      path: "/billing/test-checkout?plan=standard&period=monthly",
      expect: "own",
    },
    {
      routes: ["routes/billing/test-checkout"],
      method: "POST",
      path: "/billing/test-checkout",
      body: { plan: "standard", period: "monthly" },
      expect: "own",
    },
    { routes: ["routes/billing/portal"], method: "GET", path: "/billing/portal", expect: "own" },
    { routes: ["routes/billing/portal"], method: "POST", path: "/billing/portal", expect: "own" },
    {
      routes: ["routes/billing/test-portal"],
      method: "GET",
      path: "/billing/test-portal",
      expect: "own",
    },
    {
      routes: ["routes/billing/test-portal"],
      method: "POST",
      path: "/billing/test-portal",
      body: { intent: "cancel" },
      expect: "own",
    },
    {
      routes: ["routes/billing/subscription"],
      method: "GET",
      path: "/billing/subscription",
      expect: "own",
    },
    {
      routes: ["routes/billing/subscription"],
      method: "POST",
      path: "/billing/subscription",
      expect: "own",
    },
    // Ending Ben's sessions and account: last, in this order.
    {
      routes: ["routes/auth/sign-out"],
      method: "GET",
      path: "/auth/sign-out",
      expect: "own",
      as: "phone",
    },
    {
      routes: ["routes/auth/sign-out"],
      method: "POST",
      path: "/auth/sign-out",
      body: { redirectTo: "/" },
      expect: "own",
      as: "phone",
    },
    {
      routes: accountRoute,
      method: "POST",
      path: "/account",
      body: { intent: "revoke-other-sessions" },
      expect: "own",
    },
    {
      routes: accountRoute,
      method: "POST",
      path: "/account",
      body: { intent: "delete-account", confirmation: "DELETE" },
      expect: "own",
    },
  ];
}

/** Ada's practice sessions (docs/product/practice.md#practice-session): Ben can neither see, act in, finish nor repeat them. */
function practiceReplays(ada: OwnerWithEverything): Replay[] {
  const session = ["routes/learn/practice-session", ...learning];
  const debrief = ["routes/learn/practice-debrief", ...learning];
  const running = `/practice/${ada.ids.runningAttempt}`;
  const finished = `/practice/${ada.ids.finishedAttempt}/debrief`;
  return [
    { routes: session, method: "GET", path: running, expect: 404 },
    {
      routes: session,
      method: "POST",
      path: running,
      body: { intent: "act", actionId: "gain-consent" },
      expect: 404,
    },
    { routes: session, method: "POST", path: running, body: { intent: "ask" }, expect: 404 },
    {
      routes: session,
      method: "POST",
      path: running,
      body: { intent: "mode", mode: "assessed" },
      expect: 404,
    },
    { routes: session, method: "POST", path: running, body: { intent: "finish" }, expect: 404 },
    { routes: debrief, method: "GET", path: finished, expect: 404 },
    { routes: debrief, method: "POST", path: finished, body: { intent: "again" }, expect: 404 },
  ];
}

/** The intents of each page with several forms, from their schemas: each must be replayed. */
export const intentsOf: Record<string, readonly string[]> = {
  "routes/learn/lesson-player": playerIntentSchema.options.map(
    (option) => option.shape.intent.value,
  ),
  "routes/account/learning-record": learningRecordIntents,
  "routes/account/account": accountIntents,
  "routes/learn/practice-session": practiceIntents,
};
