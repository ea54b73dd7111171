/** The first message for each field; `form` holds one about the whole form. */
export type FieldErrors = Record<string, string>;

/** What was typed, to put back in the form: a name sent more than once gives a list. */
export type FormValues = Record<string, string | string[]>;

/** An action's answer to a form it refused (`server/http/read-form.ts`). */
export type FormRefusal = {
  ok: false;
  /** `invalid`: the schema refused a field; `too-large` and `unreadable`: nothing was parsed. */
  reason: "invalid" | "too-large" | "unreadable";
  status: 400 | 413;
  errors: FieldErrors;
  /** The first message in the schema's order (sign-up shows it as the 'Validation Error' toast). */
  firstError: string;
  /** Never a password, never a file. */
  values: FormValues;
};
