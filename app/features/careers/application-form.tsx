import { Form, useLocation, useNavigation } from "react-router";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { careerApplicationSchema, careerMessages, resumeAccept } from "@common/career-application";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { FlashFallback } from "~/components/layout/flash-fallback";

const action = "/careers";
const fieldOrder = ["firstName", "lastName", "resume", "coverLetter"] as const;

type Props = { lastResult: SubmissionResult | undefined };

/**
 * The careers application form (docs/product.md#careers): idle, 'Submitting...', reset on success.
 * Keyed by location like the contact form: each submission's answer starts it afresh.
 */
export function ApplicationForm(props: Props) {
  return <ApplicationFormFields key={useLocation().key} {...props} />;
}

function ApplicationFormFields({ lastResult }: Props) {
  const [form, fields] = useForm({
    id: "career-application",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: careerApplicationSchema }),
  });
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === action;

  // Missing names are summed up as 'Required fields missing'; other failures say why.
  const namesMissing = Boolean(fields.firstName.errors?.length || fields.lastName.errors?.length);
  const summary = namesMissing
    ? { title: careerMessages.requiredTitle, text: careerMessages.requiredDescription }
    : form.errors?.length
      ? { title: careerMessages.failedTitle, text: form.errors.join(" ") }
      : null;

  const firstInvalid = fieldOrder.find((name) => fields[name].errors?.length);
  const autoFocus = (name: (typeof fieldOrder)[number]) =>
    lastResult !== undefined && firstInvalid === name;

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      {...getFormProps(form)}
      noValidate
      className="grid gap-5"
    >
      <FlashFallback title={careerMessages.submittedTitle} />
      {summary && (
        <Alert role="alert" variant="danger" title={summary.title} id={form.errorId}>
          {summary.text}
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={fields.firstName.errors} key={fields.firstName.key}>
          <Input
            name={fields.firstName.name}
            defaultValue={fields.firstName.initialValue ?? ""}
            autoFocus={autoFocus("firstName")}
            autoComplete="given-name"
            required
          />
        </Field>
        <Field label="Last name" error={fields.lastName.errors} key={fields.lastName.key}>
          <Input
            name={fields.lastName.name}
            defaultValue={fields.lastName.initialValue ?? ""}
            autoFocus={autoFocus("lastName")}
            autoComplete="family-name"
            required
          />
        </Field>
      </div>
      <Field
        label="Your CV"
        hint="A PDF or Word document (.pdf, .doc or .docx), up to 10 MB."
        error={fields.resume.errors}
        key={fields.resume.key}
      >
        <Input
          type="file"
          name={fields.resume.name}
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
        error={fields.coverLetter.errors}
        key={fields.coverLetter.key}
      >
        <Textarea
          name={fields.coverLetter.name}
          defaultValue={fields.coverLetter.initialValue ?? ""}
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
