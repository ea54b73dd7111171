/** Why a learner could not take or keep an institution seat (docs/product/institutions.md#seats). */
export type SeatRefusal =
  | "no-seat-left"
  | "contract-ended"
  | "domain-not-allowed"
  | "held-elsewhere"
  | "invitation-expired"
  | "invitation-used";

/** What the learner is told, in words they can act on. */
export function seatRefusalMessage(
  refusal: SeatRefusal,
  institution: { name: string; emailDomains?: string[] },
): string {
  switch (refusal) {
    case "no-seat-left":
      return `Every seat of ${institution.name} is taken. Ask your training lead to free one.`;
    case "contract-ended":
      return `${institution.name}'s contract with Clinova has ended, so its seats are closed. Ask your training lead.`;
    case "domain-not-allowed": {
      const domains = (institution.emailDomains ?? []).map((d) => `@${d}`).join(" or ");
      return `${institution.name} admits email addresses ending in ${domains} only. Sign in with your work email.`;
    }
    case "held-elsewhere":
      return "You already hold a seat at another institution. Ask its training lead to remove you first.";
    case "invitation-expired":
      return "This invitation has expired. Ask your training lead to send a new one.";
    case "invitation-used":
      return "This invitation has already been used. Sign in to carry on.";
  }
}

/** An email's domain, lower-case; "" when there is none. */
export const emailDomainOf = (email: string) => email.trim().toLowerCase().split("@")[1] ?? "";

/** True when the institution admits the address: any address when it lists no domains. */
export function domainAllowed(email: string, emailDomains: string[]) {
  if (emailDomains.length === 0) return true;
  const domain = emailDomainOf(email);
  return emailDomains.some((allowed) => domain === allowed || domain.endsWith(`.${allowed}`));
}
