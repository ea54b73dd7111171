import { notFound } from "@common/forms/action-answer";
import { articleImageMessages } from "@common/back-office/article-image";
import {
  institutionFormSchema,
  changeManagerRoleSchema,
  nameManagerSchema,
  noAccountMessage,
  removeManagerSchema,
} from "@common/back-office/institution-form";
import { z } from "@common/zod";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { redirectWithToast } from "../../http/flash-toast";
import { checkArticleImage } from "../../uploads/image-check";
import { refuse } from "../courses/editor-answers";
import {
  answerEditorIntent,
  editorIntent,
  type EditorIntents,
  type PostedForm,
} from "../editor-intents";
import { actorOf } from "../require-admin";
import { requireFreshCode } from "../two-factor/fresh-code";
import { changeManagerRole, nameManager, removeManager } from "./institution-managers";
import { dropLogo, storeLogo } from "./institution-logo";
import { removeInstitutionLogo } from "./remove-logo";
import { saveInstitution } from "./save-institution";
import { uploadFormBytes } from "../../http/body-limits";

type Context = Pick<
  AppContext,
  | "db"
  | "storage"
  | "logger"
  | "auth"
  | "authHeaders"
  | "rateLimiter"
  | "mailQueue"
  | "config"
  | "clientIp"
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
  const details: EditorIntents = {
    "save-institution": editorIntent(
      institutionFormSchema,
      (input, posted) => saveDetails(context, admin, input, posted, institutionId),
      { formKey: "institution" },
    ),
  };
  const intents =
    institutionId === null
      ? details
      : { ...details, ...savedInstitutionIntents(context, admin, institutionId) };
  return answerEditorIntent(request, intents, {
    unreadFormKey: "institution",
    maxBytes: uploadFormBytes.institution,
  });
}

/** The logo and the managers of a saved institution. */
function savedInstitutionIntents(
  context: Context,
  admin: SessionUser,
  institutionId: string,
): EditorIntents {
  const page = `/admin/institutions/${institutionId}`;
  const actor = actorOf(admin);
  return {
    "name-manager": editorIntent(
      nameManagerSchema,
      async (input, { formData, values }) => {
        const fresh = await requireFreshCode(context, admin, formData);
        if (!fresh.ok) return refuse("managers", fresh.errors, values, fresh.status);
        const outcome = await nameManager(context, actor, institutionId, input.email, input.role);
        if (outcome.ok)
          return redirectWithToast(`${page}#managers`, {
            type: "success",
            title: input.role === "manager" ? "Manager named" : "Reporter named",
            description:
              input.role === "manager"
                ? `${outcome.email} now manages this institution.`
                : `${outcome.email} can now read and export this institution's manager area.`,
          });
        if (outcome.reason === "no institution") notFound();
        const message =
          outcome.reason === "no account"
            ? noAccountMessage(input.email)
            : `${input.email} is already named here: change their role in the list above.`;
        return refuse("managers", { email: message }, values);
      },
      { formKey: "managers" },
    ),
    "remove-manager": editorIntent(
      removeManagerSchema,
      async (input, { formData, values }) => {
        const fresh = await requireFreshCode(context, admin, formData);
        if (!fresh.ok) return refuse("managers", fresh.errors, values, fresh.status);
        const outcome = await removeManager(context, actor, institutionId, input.userId);
        if (!outcome.ok && outcome.reason === "no institution") notFound();
        if (!outcome.ok)
          return refuse("managers", { form: "This person no longer manages the institution." }, {});
        return redirectWithToast(`${page}#managers`, {
          type: "success",
          title: "Manager removed",
          description: `${outcome.email} no longer manages this institution.`,
        });
      },
      { formKey: "managers" },
    ),
    "change-manager-role": editorIntent(
      changeManagerRoleSchema,
      async (input, { formData, values }) => {
        const fresh = await requireFreshCode(context, admin, formData);
        if (!fresh.ok) return refuse("managers", fresh.errors, values, fresh.status);
        const outcome = await changeManagerRole(
          context,
          actor,
          institutionId,
          input.userId,
          input.role,
        );
        if (!outcome.ok && outcome.reason === "no institution") notFound();
        if (!outcome.ok && outcome.reason === "not a manager")
          return refuse("managers", { form: "This person no longer manages the institution." }, {});
        return redirectWithToast(`${page}#managers`, {
          type: outcome.ok ? "success" : "info",
          title: outcome.ok ? "Role changed" : "Role unchanged",
          description: outcome.ok
            ? `${outcome.email} is now a ${input.role} of this institution.`
            : `They are already a ${input.role} of this institution.`,
        });
      },
      { formKey: "managers" },
    ),
    "remove-logo": editorIntent(z.object({}), async () => {
      const outcome = await removeInstitutionLogo(context.db, actor, institutionId);
      if (!outcome.ok) notFound();
      await dropLogo(context.storage, context.logger, outcome.removedKey);
      return redirectWithToast(page, { type: "success", title: "Logo removed" });
    }),
  };
}

async function saveDetails(
  context: Context,
  admin: SessionUser,
  input: z.output<typeof institutionFormSchema>,
  { formData, values }: PostedForm,
  institutionId: string | null,
) {
  const upload = formData.get("logo");
  let logoKey: string | undefined;
  if (upload instanceof File && upload.size > 0) {
    const bytes = new Uint8Array(await upload.arrayBuffer());
    const checked = checkArticleImage(upload.name, bytes);
    if (!checked.ok) return refuse("institution", { logo: checked.reason }, values);
    logoKey = await storeLogo(context.storage, { bytes, ...checked });
  } else if (upload instanceof File && upload.name) {
    return refuse("institution", { logo: articleImageMessages.empty }, values);
  }
  const outcome = await saveInstitution(context.db, actorOf(admin), {
    id: institutionId ?? undefined,
    input,
    logoKey,
  });
  if (!outcome.saved) {
    await dropLogo(context.storage, context.logger, logoKey);
    return refuse("institution", outcome.errors, values);
  }
  await dropLogo(context.storage, context.logger, outcome.replacedLogoKey);
  return redirectWithToast(`/admin/institutions/${outcome.id}`, {
    type: "success",
    title: institutionId ? "Institution saved" : "Institution created",
  });
}
