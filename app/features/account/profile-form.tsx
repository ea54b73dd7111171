import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { CircleAlert } from "lucide-react";
import type { ActionAnswer } from "@common/forms/action-answer";
import type { ProfileField } from "@server/accounts/submit-profile";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import { ProfessionalFields } from "./professional-fields";

export type ProfileValues = Record<ProfileField, string>;

type ProfileFormProps = {
  /** The saved profile; replaced by what was typed when the server sends the form back. */
  profile: ProfileValues;
  email: string;
  result?: ActionAnswer;
  submitLabel: string;
  /** Sent as `intent` when the page's action handles more than one form. */
  intent?: string;
};

export const updateFailed = {
  title: "Update failed",
  description: "An error occurred while updating your profile.",
};

/** What was typed, as the server sent it back, in the profile's fields. */
const typedValues = (profile: ProfileValues, sent: ActionAnswer["values"]) =>
  Object.fromEntries(
    Object.keys(profile).map((field) => {
      const value = sent[field];
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as ProfileValues;

/** The professional details, alike on /get-started and /account, saved by a server action. */
export function ProfileForm({ profile, email, result, submitLabel, intent }: ProfileFormProps) {
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  const values = result ? typedValues(profile, result.values) : profile;
  const errors = result?.errors ?? {};
  // Refused with no field to blame: the save itself failed.
  const failed = result?.ok === false && Object.keys(errors).length === 0;

  useEffect(() => {
    if (failed) toast.error(updateFailed.title, { description: updateFailed.description });
  }, [failed, result]);

  // A new key per reply resets the uncontrolled inputs to what the server sent back.
  return (
    <Form method="post" className="grid gap-6" key={JSON.stringify(values)} noValidate>
      {intent && <input type="hidden" name="intent" value={intent} />}
      {failed && (
        <div
          role="alert"
          className="flex gap-3 rounded-xl border border-danger/30 bg-danger-soft p-4 text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <div>
            <p className="font-semibold text-danger">{updateFailed.title}</p>
            <p className="text-ink">{updateFailed.description}</p>
          </div>
        </div>
      )}
      <ProfessionalFields values={values} errors={errors} />
      <Field label="Email" hint="Email cannot be changed">
        <Input
          type="email"
          value={email}
          readOnly
          className="bg-canvas text-muted hover:border-border-strong"
        />
      </Field>
      <Button type="submit" loading={saving} className="w-full sm:w-fit">
        {saving ? "Saving…" : submitLabel}
      </Button>
    </Form>
  );
}

/** The form's starting values from a stored profile, where missing details are blank. */
export function profileValues(profile: {
  firstName: string;
  lastName: string;
  professionalRegType: string | null;
  regNo: string | null;
  institution: string | null;
}): ProfileValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    professionalRegType: profile.professionalRegType ?? "",
    regNo: profile.regNo ?? "",
    institution: profile.institution ?? "",
  };
}
