import { useState, type FormEvent } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import {
  careerMessages,
  maxResumeBytes,
  resumeAccept,
  resumeMessages,
} from "@common/career-application";
import type { FieldErrors, FormValues } from "@common/forms/form-result";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { FlashFallback } from "~/components/layout/flash-fallback";

const action = "/careers";
const fieldOrder = ["firstName", "lastName", "resume", "coverLetter"] as const;

type Props = { result: { errors: FieldErrors; values: FormValues } | undefined };

/**
 * The careers application form (docs/product/public-site.md#careers): idle, 'Submitting...', reset on success.
 * Keyed by location like the contact form: each submission's answer starts it afresh.
 */
export function ApplicationForm(props: Props) {
  return <ApplicationFormFields key={useLocation().key} {...props} />;
}

function ApplicationFormFields({ result }: Props) {
  // The one check made in the browser: a CV over the limit is not worth uploading to be refused.
  const [tooLarge, setTooLarge] = useState(false);
  const errors: FieldErrors = tooLarge
    ? { resume: resumeMessages.tooLarge }
    : (result?.errors ?? {});
  const values = result?.values ?? {};
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === action;

  const refuseLargeFile = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem("resume");
    if (!(input instanceof HTMLInputElement) || (input.files?.[0]?.size ?? 0) <= maxResumeBytes) {
      return setTooLarge(false);
    }
    event.preventDefault();
    setTooLarge(true);
    input.focus();
  };

  // Missing names are summed up as 'Required fields missing'; other failures say why.
  const namesMissing = Boolean(errors.firstName || errors.lastName);
  const summary = namesMissing
    ? { title: careerMessages.requiredTitle, text: careerMessages.requiredDescription }
    : errors.form
      ? { title: careerMessages.failedTitle, text: errors.form }
      : null;

  // The answer mounts the form afresh, with or without JavaScript: focus its first invalid field.
  const firstInvalid = fieldOrder.find((name) => errors[name]);
  const autoFocus = (name: (typeof fieldOrder)[number]) => !tooLarge && firstInvalid === name;

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      id="career-application"
      onSubmit={refuseLargeFile}
      noValidate
      className="grid gap-5"
    >
      <FlashFallback title={careerMessages.submittedTitle} />
      {summary && (
        <Alert role="alert" variant="danger" title={summary.title}>
          {summary.text}
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName}>
          <Input
            name="firstName"
            defaultValue={values.firstName ?? ""}
            autoFocus={autoFocus("firstName")}
            autoComplete="given-name"
            required
          />
        </Field>
        <Field label="Last name" error={errors.lastName}>
          <Input
            name="lastName"
            defaultValue={values.lastName ?? ""}
            autoFocus={autoFocus("lastName")}
            autoComplete="family-name"
            required
          />
        </Field>
      </div>
      <Field
        label="Your CV"
        hint="A PDF or Word document (.pdf, .doc or .docx), up to 10 MB."
        error={errors.resume}
      >
        <Input
          type="file"
          name="resume"
          accept={resumeAccept}
          autoFocus={autoFocus("resume")}
          required
          className="h-auto py-2"
        />
      </Field>
      <Field
        label="Cover letter"
        optional
        hint="Tell us which role interests you, or what you would bring to the team."
        error={errors.coverLetter}
      >
        <Textarea
          name="coverLetter"
          defaultValue={values.coverLetter ?? ""}
          autoFocus={autoFocus("coverLetter")}
          rows={6}
        />
      </Field>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          Only our hiring team sees your CV. We keep it privately and never publish it.
        </p>
        <Button type="submit" size="lg" loading={busy}>
          {busy ? "Submitting..." : "Submit application"}
        </Button>
      </div>
    </Form>
  );
}
