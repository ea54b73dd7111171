import { profileSchema, type ProfileInput } from "@common/auth/schemas";
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
type FieldErrors = Partial<Record<ProfileField, string[]>>;

/** Validates a posted profile form with the shared schema and saves it for `userId` only. */
export async function submitProfile(
  deps: { db: Db; logger: Logger },
  userId: string,
  form: FormData,
): Promise<{ status: "saved" } | ProfileFormResult> {
  const values = Object.fromEntries(
    profileFields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as Record<ProfileField, string>;
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ProfileField;
      (fieldErrors[field] ??= []).push(issue.message);
    }
    return { status: "invalid", values, fieldErrors };
  }
  try {
    await saveProfile(deps.db, userId, parsed.data);
    return { status: "saved" };
  } catch (error) {
    deps.logger.error({ err: error, userId }, "profile update failed");
    return { status: "failed", values };
  }
}
