import { notFound } from "@common/forms/action-answer";
import { articleImageMessages } from "@common/back-office/article-image";
import {
  institutionFormSchema,
  nameManagerSchema,
  noAccountMessage,
  removeManagerSchema,
} from "@common/back-office/institution-form";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { redirectWithToast } from "../../http/flash-toast";
import { checkArticleImage } from "../../uploads/image-check";
import { check, readEditorForm, refuse, unknownIntent } from "../courses/editor-answers";
import { actorOf } from "../require-admin";
import { requireFreshCode } from "../two-factor/fresh-code";
import { nameManager, removeManager } from "./institution-managers";
import { dropLogo, storeLogo } from "./institution-logo";
import { removeInstitutionLogo } from "./remove-logo";
import { saveInstitution } from "./save-institution";
import { uploadFormBytes } from "../../http/body-limits";

type Context = Pick<
  AppContext,
  "db" | "storage" | "logger" | "auth" | "authHeaders" | "rateLimiter"
>;

/**
 * The institution page's forms, told apart by `intent`: the account's details (with its logo),
 * removing the logo, and naming or removing a manager. A new institution (`institutionId`
 * null) accepts only its details. Naming or removing a manager grants or takes a role: it asks
 * for a fresh code from the authenticator (decision 0045).
 */
export async function institutionEditorAction(
  context: Context,
  admin: SessionUser,
  request: Request,
  institutionId: string | null,
) {
  const form = await readEditorForm(request, uploadFormBytes.institution);
  if (!form.ok) return refuse("institution", form.errors, form.values, form.status);
  const { formData, values } = form;
  const intent = form.data.intent;
  if (intent === "save-institution") return saveDetails(context, admin, formData, institutionId);
  if (institutionId === null) return unknownIntent(values);
  const page = `/admin/institutions/${institutionId}`;
  const actor = actorOf(admin);

  switch (intent) {
    case "name-manager": {
      const input = check(nameManagerSchema, formData, "managers");
      if (!input.ok) return input.answer;
      const fresh = await requireFreshCode(context, admin, formData);
      if (!fresh.ok) return refuse("managers", fresh.errors, input.values, fresh.status);
      const outcome = await nameManager(context.db, actor, institutionId, input.data.email);
      if (outcome.ok)
        return redirectWithToast(`${page}#managers`, {
          type: "success",
          title: "Manager named",
          description: `${outcome.email} now manages this institution.`,
        });
      if (outcome.reason === "no institution") notFound();
      const message =
        outcome.reason === "no account"
          ? noAccountMessage(input.data.email)
          : `${input.data.email} already manages this institution.`;
      return refuse("managers", { email: message }, input.values);
    }
    case "remove-manager": {
      const input = check(removeManagerSchema, formData, "managers");
      if (!input.ok) return input.answer;
      const fresh = await requireFreshCode(context, admin, formData);
      if (!fresh.ok) return refuse("managers", fresh.errors, input.values, fresh.status);
      const outcome = await removeManager(context.db, actor, institutionId, input.data.userId);
      if (!outcome.ok && outcome.reason === "no institution") notFound();
      if (!outcome.ok)
        return refuse("managers", { form: "This person no longer manages the institution." }, {});
      return redirectWithToast(`${page}#managers`, {
        type: "success",
        title: "Manager removed",
        description: `${outcome.email} no longer manages this institution.`,
      });
    }
    case "remove-logo": {
      const outcome = await removeInstitutionLogo(context.db, actor, institutionId);
      if (!outcome.ok) notFound();
      await dropLogo(context.storage, context.logger, outcome.removedKey);
      return redirectWithToast(page, { type: "success", title: "Logo removed" });
    }
    default:
      return unknownIntent(values);
  }
}

async function saveDetails(
  context: Context,
  admin: SessionUser,
  formData: FormData,
  institutionId: string | null,
) {
  const form = check(institutionFormSchema, formData, "institution");
  if (!form.ok) return form.answer;
  const upload = formData.get("logo");
  let logoKey: string | undefined;
  if (upload instanceof File && upload.size > 0) {
    const bytes = new Uint8Array(await upload.arrayBuffer());
    const checked = checkArticleImage(upload.name, bytes);
    if (!checked.ok) return refuse("institution", { logo: checked.reason }, form.values);
    logoKey = await storeLogo(context.storage, { bytes, ...checked });
  } else if (upload instanceof File && upload.name) {
    return refuse("institution", { logo: articleImageMessages.empty }, form.values);
  }
  const outcome = await saveInstitution(context.db, actorOf(admin), {
    id: institutionId ?? undefined,
    input: form.data,
    logoKey,
  });
  if (!outcome.saved) {
    await dropLogo(context.storage, context.logger, logoKey);
    return refuse("institution", outcome.errors, form.values);
  }
  await dropLogo(context.storage, context.logger, outcome.replacedLogoKey);
  return redirectWithToast(`/admin/institutions/${outcome.id}`, {
    type: "success",
    title: institutionId ? "Institution saved" : "Institution created",
  });
}
