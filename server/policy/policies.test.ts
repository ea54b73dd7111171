import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { can } from "./can";
import { freshCodeMaxAgeMs } from "./back-office";
import {
  admin,
  manager,
  member,
  nobody,
  now,
  otherCohort,
  ownCohort,
  premiumCourse,
  premiumSeat,
  profile,
  reporter,
  standardCourse,
} from "./policy-test-people";
import { policies, type Action, type SubjectOf } from "./policies";

type Case<A extends Action> = { actor: Actor | null; subject: SubjectOf<A>; why: string };
type Cases = { [A in Action]: { allowed: Case<A>[]; refused: Case<A>[] } };

/**
 * Each rule with people it lets in and people it keeps out: every rule that can refuse has a
 * refusal here (the first test checks), so loosening any of them fails.
 */
const cases: Cases = {
  "site:visit": {
    allowed: [{ actor: null, subject: undefined, why: "a visitor" }],
    refused: [],
  },
  "dev-pages:open": {
    allowed: [
      {
        actor: null,
        subject: { localhostDeployment: true, fromThisMachine: true },
        why: "from this machine",
      },
    ],
    refused: [
      {
        actor: admin(new Date(now)),
        subject: { localhostDeployment: true, fromThisMachine: false },
        why: "from elsewhere, even an admin",
      },
      {
        actor: null,
        subject: { localhostDeployment: false, fromThisMachine: true },
        why: "a public deployment",
      },
    ],
  },
  "account:use": {
    allowed: [{ actor: member({ profile: null }), subject: undefined, why: "signed in" }],
    refused: [{ actor: null, subject: undefined, why: "a visitor" }],
  },
  "learning-area:enter": {
    allowed: [{ actor: member(), subject: undefined, why: "every detail given" }],
    refused: [
      { actor: null, subject: undefined, why: "a visitor" },
      { actor: member({ profile: null }), subject: undefined, why: "no profile yet" },
      {
        actor: member({ profile: { ...profile, regNo: "" } }),
        subject: undefined,
        why: "a detail missing",
      },
    ],
  },
  "object:own": {
    allowed: [{ actor: member(), subject: { ownerId: "user-a" }, why: "their own" }],
    refused: [
      { actor: member(), subject: { ownerId: "user-b" }, why: "someone else's" },
      { actor: null, subject: { ownerId: "user-a" }, why: "a visitor" },
    ],
  },
  "course:open": {
    allowed: [
      {
        actor: member({ subscription: { subscribed: true, tier: "standard" } }),
        subject: standardCourse,
        why: "a Standard member, a Standard course",
      },
      {
        actor: member({ seat: premiumSeat(["course-p"]) }),
        subject: premiumCourse,
        why: "a Premium seat that lists it",
      },
    ],
    refused: [
      { actor: null, subject: standardCourse, why: "a visitor" },
      { actor: member(), subject: standardCourse, why: "no subscription" },
      {
        actor: member({ subscription: { subscribed: false, tier: "premium" } }),
        subject: standardCourse,
        why: "a lapsed subscription",
      },
      {
        actor: member({ subscription: { subscribed: true, tier: "standard" } }),
        subject: premiumCourse,
        why: "Standard for a Premium course",
      },
      {
        actor: member({ seat: premiumSeat(["course-s"]) }),
        subject: premiumCourse,
        why: "a seat that does not list it",
      },
      {
        actor: member({ seat: premiumSeat(["course-p"], false) }),
        subject: premiumCourse,
        why: "a seat whose contract has ended",
      },
    ],
  },
  "course:premium-features": {
    allowed: [
      {
        actor: member({ subscription: { subscribed: true, tier: "premium" } }),
        subject: standardCourse,
        why: "a Premium plan",
      },
      {
        actor: member({ seat: premiumSeat(["course-s"]) }),
        subject: standardCourse,
        why: "a Premium seat that lists the course",
      },
    ],
    refused: [
      { actor: null, subject: standardCourse, why: "a visitor" },
      {
        actor: member({ subscription: { subscribed: true, tier: "standard" } }),
        subject: standardCourse,
        why: "a Standard plan",
      },
      {
        actor: member({ subscription: { subscribed: false, tier: "premium" } }),
        subject: standardCourse,
        why: "a lapsed Premium plan",
      },
      {
        actor: member({
          subscription: { subscribed: true, tier: "standard" },
          seat: premiumSeat(["course-p"]),
        }),
        subject: standardCourse,
        why: "a Premium seat that does not list the course (issue 27)",
      },
      {
        actor: member({ seat: premiumSeat(["course-s"], false) }),
        subject: standardCourse,
        why: "a Premium seat whose contract has ended",
      },
      {
        actor: member({ seat: { ...premiumSeat(["course-s"]), tier: "standard" } }),
        subject: standardCourse,
        why: "a Standard seat",
      },
    ],
  },
  "institution:view": {
    allowed: [
      { actor: member(), subject: manager, why: "its manager" },
      { actor: member(), subject: reporter, why: "its reporter" },
    ],
    refused: [
      { actor: member(), subject: nobody, why: "no role in it" },
      { actor: admin(new Date(now)), subject: nobody, why: "an admin who is not its manager" },
      { actor: member(), subject: { roles: ["educator"] }, why: "an educator" },
      { actor: null, subject: manager, why: "a visitor" },
    ],
  },
  "institution:change": {
    allowed: [{ actor: member(), subject: manager, why: "its manager" }],
    refused: [
      { actor: member(), subject: reporter, why: "a reporter reads only" },
      { actor: member(), subject: nobody, why: "no role in it" },
    ],
  },
  "cohort:view": {
    allowed: [
      { actor: member(), subject: { ...manager, ...ownCohort }, why: "its institution's manager" },
      { actor: member(), subject: { ...reporter, ...ownCohort }, why: "its reporter" },
    ],
    refused: [
      {
        actor: member(),
        subject: { ...manager, ...otherCohort },
        why: "another institution's cohort",
      },
      { actor: member(), subject: { ...nobody, ...ownCohort }, why: "no role" },
    ],
  },
  "cohort:change": {
    allowed: [{ actor: member(), subject: { ...manager, ...ownCohort }, why: "its manager" }],
    refused: [
      { actor: member(), subject: { ...reporter, ...ownCohort }, why: "a reporter" },
      {
        actor: member(),
        subject: { ...manager, ...otherCohort },
        why: "another institution's cohort",
      },
    ],
  },
  "back-office:enter": {
    allowed: [{ actor: admin(null, false), subject: undefined, why: "an admin before two-factor" }],
    refused: [
      { actor: null, subject: undefined, why: "a visitor" },
      {
        actor: member({ subscription: { subscribed: true, tier: "premium" } }),
        subject: undefined,
        why: "a member",
      },
    ],
  },
  "back-office:use": {
    allowed: [{ actor: admin(new Date(now)), subject: undefined, why: "two-factor passed" }],
    refused: [
      { actor: admin(null, false), subject: undefined, why: "two-factor not set up" },
      { actor: admin(null), subject: undefined, why: "this session gave no code" },
      {
        actor: member({ twoFactorEnabled: true, twoFactorVerifiedAt: new Date(now) }),
        subject: undefined,
        why: "a member with two-factor",
      },
    ],
  },
  "back-office:sensitive-change": {
    allowed: [
      {
        actor: admin(new Date(now - freshCodeMaxAgeMs)),
        subject: { now },
        why: "a code 15 minutes ago",
      },
    ],
    refused: [
      {
        actor: admin(new Date(now - freshCodeMaxAgeMs - 1)),
        subject: { now },
        why: "a code older than 15 minutes",
      },
      { actor: admin(null), subject: { now }, why: "no code this session" },
      {
        actor: member({ twoFactorEnabled: true, twoFactorVerifiedAt: new Date(now) }),
        subject: { now },
        why: "a member",
      },
    ],
  },
};

const entries = Object.entries(cases) as [
  Action,
  { allowed: Case<Action>[]; refused: Case<Action>[] },
][];
const ask = (action: Action, { actor, subject }: Case<Action>) =>
  (can as (actor: Actor | null, action: Action, subject: unknown) => boolean)(
    actor,
    action,
    subject,
  );

describe("the policy table", () => {
  it("has people each rule lets in and, but for visiting the site, people it keeps out", () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(policies).sort());
    const untested = entries
      .filter(([action, { allowed, refused }]) =>
        action === "site:visit" ? allowed.length === 0 : !allowed.length || !refused.length,
      )
      .map(([action]) => action);
    expect(untested).toEqual([]);
  });

  it.each(entries)("%s: decides as the product says", (action, { allowed, refused }) => {
    const wrong = [
      ...allowed.filter((c) => !ask(action, c)).map((c) => `refused ${c.why}`),
      ...refused.filter((c) => ask(action, c)).map((c) => `allowed ${c.why}`),
    ];
    expect(wrong).toEqual([]);
  });
});
