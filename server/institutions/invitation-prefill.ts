import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { institutionAccounts, institutionInvitations } from "../db/schema/index";
import { hashInvitationToken } from "./invitation-token";

/** What sign-up fills in for someone who came from an invitation's page. */
export type InvitationPrefill = {
  institutionName: string;
  email: string;
  firstName: string;
  lastName: string;
  regNo: string;
};

const invitationPath = /^\/invitations\/([A-Za-z0-9_-]{20,100})$/;

/**
 * The open invitation behind a sign-up's `redirectTo` (the invitation page sends its visitors to
 * `/signup?redirectTo=/invitations/<token>`), or null: any other address, an unknown token, or
 * one used, withdrawn or expired, prefills nothing. Only the holder of the link sees its details.
 */
export async function invitationPrefill(
  db: Db,
  redirectTo: string | null | undefined,
): Promise<InvitationPrefill | null> {
  const token = invitationPath.exec(redirectTo ?? "")?.[1];
  if (!token) return null;
  const [found] = await db
    .select({
      institutionName: institutionAccounts.name,
      email: institutionInvitations.email,
      firstName: institutionInvitations.firstName,
      lastName: institutionInvitations.lastName,
      regNo: institutionInvitations.registrationNumber,
      acceptedAt: institutionInvitations.acceptedAt,
      revokedAt: institutionInvitations.revokedAt,
      expiresAt: institutionInvitations.expiresAt,
    })
    .from(institutionInvitations)
    .innerJoin(
      institutionAccounts,
      eq(institutionAccounts.id, institutionInvitations.institutionId),
    )
    .where(eq(institutionInvitations.tokenHash, hashInvitationToken(token)));
  if (!found || found.acceptedAt || found.revokedAt || found.expiresAt.getTime() <= Date.now()) {
    return null;
  }
  return {
    institutionName: found.institutionName,
    email: found.email,
    firstName: found.firstName ?? "",
    lastName: found.lastName ?? "",
    regNo: found.regNo ?? "",
  };
}

/** The sign-up's refusal when an invited visitor changes the address the invitation is for. */
export const invitedEmailMismatch = (prefill: InvitationPrefill) =>
  `This invitation is for ${prefill.email}. Sign up with that address to accept it, or ask your training lead to invite the address you want to use.`;
