import { notFound } from "@common/forms/action-answer";
import type { AppContext } from "../../context";
import { verificationUrl } from "../../learning/certificates/verification-url";
import { learnerProfile } from "../learners/learner-profile";
import type { ManagedInstitution } from "../require-manager";

/** One learner's page in the manager area (docs/product/institutions.md#learners-at-scale); 404 for anyone not holding a seat here. */
export async function learnerPage(
  context: Pick<AppContext, "db" | "config">,
  institution: ManagedInstitution,
  userId: string | undefined,
) {
  const profile = userId ? await learnerProfile(context.db, institution.id, userId) : null;
  if (!profile) notFound();
  const appUrl = context.config.appUrl;
  return {
    institution: { id: institution.id, name: institution.name },
    ...profile,
    certificates: profile.certificates.map((certificate) => ({
      ...certificate,
      url: verificationUrl(appUrl, certificate.number),
    })),
  };
}
