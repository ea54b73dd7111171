import { notFound } from "@common/forms/action-answer";
import { Form } from "react-router";
import { redirectWithToast } from "@server/http/flash-toast";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/ui";
import { Container } from "~/components/ui/container";
import { ControlsShowcase } from "~/features/ui-showcase/controls-showcase";
import { DisplayShowcase } from "~/features/ui-showcase/display-showcase";
import { OverlaysShowcase } from "~/features/ui-showcase/overlays-showcase";
import { TokensShowcase } from "~/features/ui-showcase/tokens-showcase";

export function meta() {
  return [{ title: "UI kit · Clinova" }, { name: "robots", content: "noindex" }];
}

export function loader({ context }: Route.LoaderArgs) {
  if (!context.devPagesEnabled) notFound();
  return null;
}

/** Shows the server-set toast: the action redirects and the next page displays it. */
export function action({ context }: Route.ActionArgs) {
  if (!context.devPagesEnabled) notFound();
  return redirectWithToast("/dev/ui", {
    type: "success",
    title: "Saved on the server",
    description: "This toast was set by an action and shown after the redirect.",
  });
}

export default function UiKit() {
  return (
    <Container className="grid gap-12 py-12">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
          Design system
        </p>
        <h1 className="text-4xl">Clinova UI kit</h1>
        <p className="max-w-2xl text-lg text-muted">
          Every component and token in one place. Tab through the page to check focus rings.
        </p>
        <Form method="post">
          <Button type="submit" variant="outline">
            Redirect with a server toast
          </Button>
        </Form>
      </header>
      <TokensShowcase />
      <ControlsShowcase />
      <OverlaysShowcase />
      <DisplayShowcase />
    </Container>
  );
}
