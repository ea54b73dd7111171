import { Form, Link, useLocation, useNavigation } from "react-router";
import { Send } from "lucide-react";
import { contactFieldOrder, contactMessages } from "@common/contact-form";
import type { FieldErrors, FormValues } from "@common/forms/form-result";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { FlashFallback } from "~/components/layout/flash-fallback";

const action = "/contact";

type Props = { result: { errors: FieldErrors; values: FormValues } | undefined };

/**
 * The contact form (docs/product/public-site.md#contact), checked by the action with the form's schema.
 * Every submission lands on a new location: a success (redirected here) starts an empty form,
 * a refusal starts one from the action's result, with the input kept.
 */
export function ContactForm(props: Props) {
  return <ContactFormFields key={useLocation().key} {...props} />;
}

function ContactFormFields({ result }: Props) {
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === action;

  // The answer mounts the form afresh, with or without JavaScript: focus its first invalid field.
  const firstInvalid = contactFieldOrder.find((name) => errors[name]);
  const common = (name: (typeof contactFieldOrder)[number]) => ({
    name,
    defaultValue: values[name] ?? "",
    autoFocus: firstInvalid === name,
  });

  return (
    <Form method="post" action={action} id="contact-form" noValidate className="grid gap-5">
      <FlashFallback title={contactMessages.sent} />
      {errors.form && <Alert role="alert" variant="danger" title={errors.form} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName}>
          <Input {...common("firstName")} autoComplete="given-name" required />
        </Field>
        <Field label="Last name" error={errors.lastName}>
          <Input {...common("lastName")} autoComplete="family-name" required />
        </Field>
      </div>
      <Field label="Email address" error={errors.email}>
        <Input {...common("email")} type="email" autoComplete="email" required />
      </Field>
      <Field
        label="Phone number"
        optional
        hint="Only if you would like us to call you back."
        error={errors.phoneNumber}
      >
        <Input {...common("phoneNumber")} type="tel" autoComplete="tel" />
      </Field>
      <Field label="Your message" error={errors.message}>
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
