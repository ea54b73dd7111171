import type { Actor, CourseFacts } from "./actor";
import { backOfficeAccess, hasFreshCode } from "./back-office";
import { hasCompleteProfile } from "./complete-profile";
import { courseAccess } from "./course-access";
import {
  cohortInInstitution,
  holdsRight,
  type CohortStanding,
  type InstitutionStanding,
} from "./institution-roles";
import { hasPremiumFor } from "./premium";

const rule = <Subject = void>(decide: (actor: Actor | null, subject: Subject) => boolean) => decide;

/**
 * Who may do what, in one table (decision 0048): every gate of the app asks one of these, through
 * `can`, and the security suite's route scopes name the ones each route asks. A rule reads only
 * the actor (null for a visitor) and its subject; the gates gather those facts (in SQL where the
 * subject is someone's) and turn a refusal into their answer (a redirect, a toast, a 404).
 */
export const policies = {
  /** Marketing pages, the blog, sign-in and sign-up: anyone. */
  "site:visit": rule(() => true),
  /** The development pages: a localhost deployment, asked from this machine (decision 0013). */
  "dev-pages:open": rule<{ localhostDeployment: boolean; fromThisMachine: boolean }>(
    (_actor, request) => request.localhostDeployment && request.fromThisMachine,
  ),
  /** The account page, profile completion, billing: anyone signed in. */
  "account:use": rule((actor) => actor !== null),
  /** The learner's area: signed in, with every professional detail given. */
  "learning-area:enter": rule((actor) => actor !== null && hasCompleteProfile(actor)),
  /** Notes, progress, results, attempts, certificates: their owner only (checked in SQL: owned-by.ts). */
  "object:own": rule<{ ownerId: string }>((actor, object) => actor?.id === object.ownerId),
  /** A course's content: by subscription and tier, or a seat that lists it. */
  "course:open": rule<CourseFacts>(
    (actor, course) => actor !== null && courseAccess(actor, course) === "open",
  ),
  /** Premium's features for a course (certificates). */
  "course:premium-features": rule<{ id: string }>(
    (actor, course) => actor !== null && hasPremiumFor(actor, course),
  ),
  /** An institution's manager area, to read and export. */
  "institution:view": rule<InstitutionStanding>(
    (actor, standing) => actor !== null && holdsRight(standing, "view"),
  ),
  /** An institution's manager area, to change: invitations, learners, cohorts. */
  "institution:change": rule<InstitutionStanding>(
    (actor, standing) => actor !== null && holdsRight(standing, "change"),
  ),
  /** A cohort's pages and exports: the institution's, reached through it. */
  "cohort:view": rule<CohortStanding>(
    (actor, standing) =>
      actor !== null && cohortInInstitution(standing) && holdsRight(standing, "view"),
  ),
  /** A cohort's settings, members and courses. */
  "cohort:change": rule<CohortStanding>(
    (actor, standing) =>
      actor !== null && cohortInInstitution(standing) && holdsRight(standing, "change"),
  ),
  /** The back office's security page: an admin, before two-factor too (to set it up). */
  "back-office:enter": rule((actor) => backOfficeAccess(actor) !== "hidden"),
  /** Everything else in the back office: an admin whose session passed two-factor. */
  "back-office:use": rule((actor) => backOfficeAccess(actor) === "open"),
  /** Granting roles, single sign-on settings: also a code in the last 15 minutes. */
  "back-office:sensitive-change": rule<{ now: number }>(
    (actor, at) =>
      actor !== null && backOfficeAccess(actor) === "open" && hasFreshCode(actor, at.now),
  ),
};

export type Action = keyof typeof policies;
export type SubjectOf<A extends Action> = Parameters<(typeof policies)[A]>[1];
