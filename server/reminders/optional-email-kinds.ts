/**
 * The emails a person may turn off (docs/product/institutions.md#reminders-and-notices): the
 * managers' digest and their seat and contract notices. Learners' due, overdue and expiry
 * reminders are mandatory training reminders: they carry no unsubscribe link.
 */
export const optionalEmailKinds = ["manager-digest", "seat-notices", "contract-notices"] as const;

export type OptionalEmailKind = (typeof optionalEmailKinds)[number];

/** How the unsubscribe page names each kind: "You will no longer receive …". */
export const optionalEmailKindNames: Record<OptionalEmailKind, string> = {
  "manager-digest": "the weekly digest of your institution's training",
  "seat-notices": "notices when your institution's seats are nearly or completely taken",
  "contract-notices": "notices that your institution's contract is ending",
};

/** The one-click unsubscribe address (RFC 8058): POST answers at once, GET shows a page. */
export const unsubscribePath = "/email/unsubscribe";
