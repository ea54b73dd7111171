import type { Actor } from "./actor";
import { policies, type Action, type SubjectOf } from "./policies";

/**
 * May this actor (null for a visitor) do this? The one question every gate asks; the rules are
 * the table in policies.ts. Actions without a subject take none: `can(user, "back-office:use")`.
 */
export function can<A extends Action>(
  actor: Actor | null,
  action: A,
  ...subject: [SubjectOf<A>] extends [void] ? [] : [SubjectOf<A>]
): boolean {
  const decide = policies[action] as (actor: Actor | null, subject: unknown) => boolean;
  return decide(actor, subject[0]);
}
