import { Form, Link, useLocation, useNavigation } from "react-router";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Send } from "lucide-react";
import { contactFieldOrder, contactFormSchema, contactMessages } from "@common/contact-form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { FlashFallback } from "~/components/layout/flash-fallback";

const action = "/contact";

type Props = { lastResult: SubmissionResult | undefined };

/**
 * The contact form (docs/product.md#contact), validated by one schema in browser and action.
 * Every submission lands on a new location: a success (redirected here) starts an empty form,
 * a refusal starts one from the action's result, with the input kept.
 */
export function ContactForm(props: Props) {
  return <ContactFormFields key={useLocation().key} {...props} />;
}

function ContactFormFields({ lastResult }: Props) {
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult,
    // Not on blur: a message appearing as focus leaves a field can move the button away mid-click.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactFormSchema }),
  });
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === action;

  // Without JavaScript the server's answer is a new page: focus its first invalid field.
  const firstInvalid = contactFieldOrder.find((name) => fields[name].errors?.length);
  const common = (name: (typeof contactFieldOrder)[number]) => ({
    name: fields[name].name,
    defaultValue: fields[name].initialValue ?? "",
    autoFocus: lastResult !== undefined && firstInvalid === name,
  });

  return (
    <Form method="post" action={action} {...getFormProps(form)} noValidate className="grid gap-5">
      <FlashFallback title={contactMessages.sent} />
      {form.errors && (
        <Alert role="alert" variant="danger" title={form.errors.join(" ")} id={form.errorId} />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={fields.firstName.errors} key={fields.firstName.key}>
          <Input {...common("firstName")} autoComplete="given-name" required />
        </Field>
        <Field label="Last name" error={fields.lastName.errors} key={fields.lastName.key}>
          <Input {...common("lastName")} autoComplete="family-name" required />
        </Field>
      </div>
      <Field label="Email address" error={fields.email.errors} key={fields.email.key}>
        <Input {...common("email")} type="email" autoComplete="email" required />
      </Field>
      <Field
        label="Phone number"
        optional
        hint="Only if you would like us to call you back."
        error={fields.phoneNumber.errors}
        key={fields.phoneNumber.key}
      >
        <Input {...common("phoneNumber")} type="tel" autoComplete="tel" />
      </Field>
      <Field label="Your message" error={fields.message.errors} key={fields.message.key}>
        <Textarea {...common("message")} rows={6} required />
      </Field>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          We only use your details to answer you. Read our{" "}
          <Link
            to="/privacy-policy"
            className="font-medium text-primary-700 underline underline-offset-4 hover:text-primary-900"
          >
            privacy policy
          </Link>
          .
        </p>
        <Button type="submit" size="lg" loading={busy} className="sm:w-auto">
          {busy ? "Sending..." : "Send message"}
          {!busy && <Send aria-hidden="true" />}
        </Button>
      </div>
    </Form>
  );
}
