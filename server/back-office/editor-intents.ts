import type { data } from "react-router";
import type { FormValues } from "@common/forms/form-result";
import type { z } from "@common/zod";
import type { AppContext } from "../context";
import type { ChangeOutcome } from "./courses/course-modules";
import {
  answerChange,
  check,
  readEditorForm,
  refuse,
  unknownIntent,
  type EditorAnswer,
} from "./courses/editor-answers";

/** The posted form as an intent's handler sees it; `formKey` names the page's form it answers. */
export type PostedForm = { formData: FormData; values: FormValues; formKey: string };

/** What an editor action answers: a redirect with a toast, or one form's errors and values. */
export type EditorReply = Response | ReturnType<typeof data<EditorAnswer>>;

/** One intent of an editor page: checks its form, then does what it names. */
export type EditorIntent = (posted: PostedForm) => Promise<EditorReply>;

/** An editor page's intents, by the `intent` its forms post. */
export type EditorIntents = Record<string, EditorIntent>;

/**
 * An intent whose form is checked by `schema` before `handle` runs; a refusal goes back to the
 * posted form, or to `formKey` where the intent always answers one form of the page.
 */
export function editorIntent<S extends z.ZodType>(
  schema: S,
  handle: (input: z.output<S>, posted: PostedForm) => Promise<EditorReply>,
  { formKey }: { formKey?: string } = {},
): EditorIntent {
  return async (posted) => {
    const key = formKey ?? posted.formKey;
    const input = check(schema, posted.formData, key);
    if (!input.ok) return input.answer;
    return handle(input.data, { ...posted, formKey: key });
  };
}

/** An intent that makes one change and answers it the editors' way (`answerChange`). */
export function changeIntent<S extends z.ZodType>(
  context: Pick<AppContext, "publicPagesChanged">,
  schema: S,
  change: (input: z.output<S>) => Promise<{ outcome: ChangeOutcome; to: string; title: string }>,
  options: { formKey?: string } = {},
): EditorIntent {
  return editorIntent(
    schema,
    async (input, { formKey, values }) => {
      const { outcome, to, title } = await change(input);
      return answerChange(context, outcome, { formKey, values, to, title });
    },
    options,
  );
}

/**
 * Reads an editor page's post and answers it from the page's intent table. A body that cannot be
 * read goes back to `unreadFormKey`; an intent the table does not hold is a 400.
 */
export async function answerEditorIntent(
  request: Request,
  intents: EditorIntents,
  { unreadFormKey, maxBytes }: { unreadFormKey: string; maxBytes?: number },
): Promise<EditorReply> {
  const form = await readEditorForm(request, maxBytes);
  if (!form.ok) return refuse(unreadFormKey, form.errors, form.values, form.status);
  const { intent, formKey } = form.data;
  const run = intent !== undefined && Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  if (intent === undefined || !run) return unknownIntent(form.values);
  return run({ formData: form.formData, values: form.values, formKey: formKey ?? intent });
}
