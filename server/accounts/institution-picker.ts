import { data } from "react-router";
import { answerDone, answerInvalid, answerRefused } from "@common/forms/action-answer";
import { institutionNameSchema } from "@common/auth/schemas";
import { institutionForTypedName, searchInstitutions } from "./institutions";
import { rateRules } from "../security/rate-limit";
import { takeAttempt } from "./auth/auth-rate-limits";
import { readForm } from "../http/read-form";
import type { AppContext } from "../context";

/** Nobody's name added: the form was refused. */
const noneAdded = { institution: null };

/**
 * GET ?q= : approved institutions whose name contains q (the sign-up picker searches as you
 * type). A name someone typed is offered to others only once the back office approves it.
 */
export async function searchInstitutionsAnswer(request: Request, context: AppContext) {
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
export async function addInstitutionAction(request: Request, context: AppContext) {
  const form = await readForm(request, institutionNameSchema);
  if (!form.ok) return answerInvalid(form, noneAdded);
  const limit = rateRules.institutionAddsPerAddress;
  const verdict = await takeAttempt(context.rateLimiter, [
    [`institution-add:${context.clientIp}`, limit],
  ]);
  if (!verdict.allowed) {
    const message = "Too many new institutions. Please wait a few minutes.";
    return answerRefused(message, form.values, { status: 429, extra: noneAdded });
  }
  try {
    return answerDone({ institution: await institutionForTypedName(context.db, form.data.name) });
  } catch (error) {
    context.logger.error({ err: error, reqId: context.requestId }, "adding an institution failed");
    const message = "Could not add the institution.";
    return answerRefused(message, form.values, { status: 500, extra: noneAdded });
  }
}
