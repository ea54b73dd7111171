import type { ReactElement } from "react";
import { registrationTypes } from "@common/auth/registration-types";
import type { FieldErrors, FormValues } from "@common/forms/form-result";
import { Field, type FieldControlProps } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";

const shown = (values: Partial<FormValues>, name: string) => {
  const value = values[name];
  return typeof value === "string" ? value : "";
};

/**
 * The professional details sign-up asks for and the profile keeps, with one set of labels and
 * hints. The product spec names the last name "surname" on sign-up and "last name" on the
 * profile (`lastNameLabel`); sign-up offers its institution picker (`institutionControl`).
 */
export function ProfessionalFields({
  values,
  errors,
  lastNameLabel = "Last name",
  institutionControl,
}: {
  values: Partial<FormValues>;
  errors: FieldErrors;
  lastNameLabel?: "Last name" | "Surname";
  institutionControl?: ReactElement<Partial<FieldControlProps>>;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName}>
          <Input
            name="firstName"
            autoComplete="given-name"
            defaultValue={shown(values, "firstName")}
            required
          />
        </Field>
        <Field label={lastNameLabel} error={errors.lastName}>
          <Input
            name="lastName"
            autoComplete="family-name"
            defaultValue={shown(values, "lastName")}
            required
          />
        </Field>
      </div>
      <Field label="Professional registration type" error={errors.professionalRegType}>
        <NativeSelect
          name="professionalRegType"
          defaultValue={shown(values, "professionalRegType")}
          required
        >
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
        hint="Your NMC PIN, GMC number, HCPC number or student ID"
        error={errors.regNo}
      >
        <Input name="regNo" defaultValue={shown(values, "regNo")} spellCheck={false} required />
      </Field>
      <Field
        label="Institution"
        hint="The trust, university or organisation you train or work with"
        error={errors.institution}
      >
        {institutionControl ?? (
          <Input
            name="institution"
            autoComplete="organization"
            defaultValue={shown(values, "institution")}
            required
          />
        )}
      </Field>
    </>
  );
}
