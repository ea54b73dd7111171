import { data } from "react-router";
import type { ProfileInput } from "@common/auth/schemas";
import { answerRefused } from "@common/forms/action-answer";
import type { FieldErrors } from "@common/forms/form-result";
import type { FormReading } from "../http/read-form";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { saveProfile } from "./profiles";

export type ProfileField = keyof ProfileInput;
export const profileFields = [
  "firstName",
  "lastName",
  "professionalRegType",
  "regNo",
  "institution",
] as const satisfies readonly ProfileField[];

/** What the profile form needs back to show the errors beside the input the person typed. */
export type ProfileFormResult =
  | { status: "invalid"; values: Record<ProfileField, string>; fieldErrors: FieldErrors }
  | { status: "failed"; values: Record<ProfileField, string> };

/**
 * Saves a profile form read with `profileSchema` (`readForm`, or `validateForm` on a page with
 * several forms) for `userId` only. A body that could not be read is answered with its status.
 */
export async function submitProfile(
  deps: { db: Db; logger: Logger },
  userId: string,
  form: FormReading<ProfileInput>,
): Promise<{ status: "saved" } | ProfileFormResult> {
  const values = Object.fromEntries(
    profileFields.map((field) => {
      const value = form.values[field];
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as Record<ProfileField, string>;
  if (!form.ok) {
    if (form.reason !== "invalid") throw data(form.firstError, { status: form.status });
    return { status: "invalid", values, fieldErrors: form.errors };
  }
  try {
    await saveProfile(deps.db, userId, form.data);
    return { status: "saved" };
  } catch (error) {
    deps.logger.error({ err: error, userId }, "profile update failed");
    return { status: "failed", values };
  }
}

/**
 * The profile form's refusal: its fields' messages (400), or, when saving failed, none (500:
 * the form says so). `form` names it on a page with several forms.
 */
export function profileRefusal(result: ProfileFormResult, form?: string) {
  if (result.status === "invalid") {
    return answerRefused(result.fieldErrors, result.values, { status: 400, form });
  }
  return answerRefused({}, result.values, { status: 500, form });
}
