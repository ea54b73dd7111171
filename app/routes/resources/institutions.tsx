import { data } from "react-router";
import { institutionNameSchema } from "@common/auth/schemas";
import { institutionForTypedName, searchInstitutions } from "@server/accounts/institutions";
import { rateRules } from "@server/security/rate-limit";
import { refuseWhenRateLimited } from "@server/accounts/auth/rate-limited";
import { readForm } from "@server/http/read-form";
import type { Route } from "./+types/institutions";

/**
 * GET ?q= : approved institutions whose name contains q (the sign-up picker searches as you
 * type). A name someone typed is offered to others only once the back office approves it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  try {
    return { institutions: await searchInstitutions(context.db, query), error: null };
  } catch (error) {
    context.logger.error({ err: error, reqId: context.requestId }, "institution search failed");
    return data({ institutions: [], error: "Failed to load institutions" }, { status: 500 });
  }
}

/**
 * POST name : the picker's "Add": the approved name when it exists, else the typed name, for the
 * person's own form only. It joins the list when their profile is saved, as a proposal the back
 * office approves, merges or rejects (decision 0047).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, institutionNameSchema);
  if (!form.ok) return data({ institution: null, error: form.firstError }, { status: form.status });
  const refused = await refuseWhenRateLimited(context, [
    [`institution-add:${context.clientIp}`, rateRules.institutionAddsPerAddress],
  ]);
  if (refused)
    return data(
      { institution: null, error: "Too many new institutions. Please wait a few minutes." },
      { status: 429 },
    );
  try {
    const institution = await institutionForTypedName(context.db, form.data.name);
    return { institution, error: null };
  } catch (error) {
    context.logger.error({ err: error, reqId: context.requestId }, "adding an institution failed");
    return data({ institution: null, error: "Could not add the institution." }, { status: 500 });
  }
}
