import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { CircleAlert } from "lucide-react";
import { registrationTypes } from "@common/auth/registration-types";
import type { ActionAnswer } from "@common/forms/action-answer";
import type { ProfileField } from "@server/accounts/submit-profile";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { toast } from "~/components/ui/toaster";

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
      <div className="grid gap-6 sm:grid-cols-2">
        <Field label="First name" id="profile-first-name" error={errors.firstName}>
          <Input
            name="firstName"
            autoComplete="given-name"
            defaultValue={values.firstName}
            required
          />
        </Field>
        <Field label="Last name" id="profile-last-name" error={errors.lastName}>
          <Input
            name="lastName"
            autoComplete="family-name"
            defaultValue={values.lastName}
            required
          />
        </Field>
      </div>
      <Field
        label="Professional registration type"
        id="profile-registration-type"
        error={errors.professionalRegType}
      >
        <NativeSelect name="professionalRegType" defaultValue={values.professionalRegType} required>
          <option value="">Choose one</option>
          {registrationTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label="Registration number"
        id="profile-registration-number"
        hint="Your GMC, NMC, HCPC or student number."
        error={errors.regNo}
      >
        <Input name="regNo" defaultValue={values.regNo} spellCheck={false} required />
      </Field>
      <Field
        label="Institution"
        id="profile-institution"
        hint="The trust, university or organisation you train or work with."
        error={errors.institution}
      >
        <Input
          name="institution"
          autoComplete="organization"
          defaultValue={values.institution}
          required
        />
      </Field>
      <Field label="Email" id="profile-email" hint="Email cannot be changed">
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
