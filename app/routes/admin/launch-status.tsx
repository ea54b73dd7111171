import { Form, useNavigation } from "react-router";
import { launchStatusEffects } from "@common/back-office/launch-status-form";
import { requireAdmin } from "@server/back-office/require-admin";
import { launchStatusAction, launchStatusPage } from "@server/back-office/launch-status-page";
import { AnswerAlert } from "~/components/ui/answer-alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/launch-status";

export const meta: Route.MetaFunction = () =>
  pageMeta("Launch status", "Whether Clinova is marked launched.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return launchStatusPage(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  return launchStatusAction(context, request, admin);
}

const options = [
  { value: "true", label: "Launched", effect: launchStatusEffects.launched },
  { value: "false", label: "Not launched", effect: launchStatusEffects.notLaunched },
] as const;

export default function LaunchStatus({ loaderData, actionData }: Route.ComponentProps) {
  const saving = useNavigation().state === "submitting";
  const current = loaderData.launched ? "true" : "false";
  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-2xl font-semibold">Launch status</h1>
      <Card aria-labelledby="launch-form-title">
        <CardHeader>
          <CardTitle as="h2" id="launch-form-title">
            {loaderData.launched ? "Clinova is marked launched" : "Clinova is not marked launched"}
          </CardTitle>
          <CardDescription>
            Visitors see the change at once: cached public pages are dropped when you save.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <AnswerAlert answer={actionData} className="mb-4" />
          <Form method="post" className="grid gap-4">
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">Launch status</legend>
              {options.map((option) => (
                <label
                  key={option.value}
                  className="flex cursor-pointer gap-3 rounded-xl border border-border p-4 has-checked:border-primary-700 has-checked:bg-primary-50"
                >
                  <input
                    type="radio"
                    name="launched"
                    value={option.value}
                    defaultChecked={option.value === current}
                    className="mt-1 size-4 accent-primary-700"
                  />
                  <span className="grid gap-1">
                    <span className="font-medium">{option.label}</span>
                    <span className="text-sm text-muted">{option.effect}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div>
              <Button type="submit" loading={saving}>
                Save
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
