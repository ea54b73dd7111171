import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { CircleCheck } from "lucide-react";
import { enquirySpecialties } from "@common/billing/institution-enquiry";
import type { ActionAnswer } from "@common/forms/action-answer";
import { Button } from "~/components/ui/button";
import { NativeCheckbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";

export type EnquiryResult = ActionAnswer<
  { firstName: string; workEmail: string } | { firstName: null; workEmail: null }
>;

/**
 * The institution enquiry form (docs/product/billing.md#institution-enquiries). It really sends: the
 * enquiry is stored and emailed.
 */
export function InstitutionEnquiryForm({ result }: { result: EnquiryResult | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "enquiry";
  const confirmation = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result?.ok) confirmation.current?.focus();
  }, [result]);

  if (result?.ok && result.firstName !== null) {
    return (
      <div role="status" className="grid justify-items-start gap-3 rounded-2xl bg-success-soft p-6">
        <CircleCheck aria-hidden="true" className="size-8 text-success" />
        <h3 ref={confirmation} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          Thank you, {result.firstName}. Your enquiry is with our team.
        </h3>
        <p className="text-ink/80">
          We will reply to <strong>{result.workEmail}</strong> within two working days to talk
          through your cohort, the scenarios you need and a plan that fits.
        </p>
      </div>
    );
  }

  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const chosen = new Set([values.specialties ?? []].flat());
  return (
    <Form method="post" preventScrollReset className="grid gap-5">
      <input type="hidden" name="intent" value="enquiry" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName}>
          <Input
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={values.firstName}
          />
        </Field>
        <Field label="Last name" error={errors.lastName}>
          <Input
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={values.lastName}
          />
        </Field>
        <Field label="Work email" error={errors.workEmail}>
          <Input
            name="workEmail"
            type="email"
            autoComplete="email"
            required
            defaultValue={values.workEmail}
          />
        </Field>
        <Field label="Phone" error={errors.phone}>
          <Input name="phone" type="tel" autoComplete="tel" required defaultValue={values.phone} />
        </Field>
      </div>
      <Field
        label="Number of users"
        optional
        hint="Roughly how many learners?"
        error={errors.numberOfUsers}
      >
        <Input
          name="numberOfUsers"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className="sm:max-w-48"
          defaultValue={values.numberOfUsers}
        />
      </Field>
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-semibold">
          Scenarios you are interested in <span className="font-normal text-muted">(optional)</span>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {enquirySpecialties.map((specialty) => (
            <label
              key={specialty.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3"
            >
              <NativeCheckbox
                name="specialties"
                value={specialty.value}
                defaultChecked={chosen.has(specialty.value)}
              />
              <span className="text-sm">{specialty.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Other scenarios or specialties" optional error={errors.others}>
        <Input name="others" defaultValue={values.others} />
      </Field>
      <Field label="Message" error={errors.message}>
        <Textarea
          name="message"
          rows={5}
          required
          minLength={10}
          placeholder="Tell us about your learners and what you hope to achieve."
          defaultValue={values.message}
        />
      </Field>
      {errors.form && (
        <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm font-medium text-danger">
          {errors.form}
        </p>
      )}
      <Button type="submit" size="lg" loading={busy} className="justify-self-start">
        {busy ? "Sending..." : "Send enquiry"}
      </Button>
    </Form>
  );
}
