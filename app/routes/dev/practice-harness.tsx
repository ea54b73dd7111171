import { notFound } from "@common/forms/action-answer";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useFakeSession } from "~/features/practice/scene/harness/use-fake-session";
import type { Route } from "./+types/practice-harness";

// Loaded when "Start practice" is pressed, as the session page loads it: its own chunk.
const PracticeScene = lazy(() => import("~/features/practice/scene/practice-scene"));

export function meta() {
  return [{ title: "Practice scene harness · Clinova" }, { name: "robots", content: "noindex" }];
}

export function loader({ context }: Route.LoaderArgs) {
  if (!context.devPagesEnabled) notFound();
  return null;
}

/**
 * A development page (localhost only) that runs the 3D bedside on a fake in-memory procedure,
 * for the scene's end-to-end tests and `npm run bench:practice`. Not a product page.
 */
export default function PracticeSceneHarness() {
  const [started, setStarted] = useState(false);
  const [searchParams] = useSearchParams();
  const frameloop = searchParams.get("frameloop") === "always" ? "always" : "demand";
  const { view, log, finished } = useFakeSession();

  return (
    <Container className="grid gap-6 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl">Practice scene harness</h1>
        <p className="max-w-2xl text-muted">
          The bedside scene on a fake procedure held in this page. Nothing is saved.
        </p>
      </header>
      {started ? (
        <Suspense fallback={<p role="status">Loading the 3D bedside…</p>}>
          <PracticeScene {...view} frameloop={frameloop} />
        </Suspense>
      ) : (
        <Button className="justify-self-start" onClick={() => setStarted(true)}>
          Start practice
        </Button>
      )}
      <section aria-labelledby="action-log" className="grid gap-2">
        <h2 id="action-log" className="text-xl">
          Action log
        </h2>
        {finished && <p>The procedure is complete.</p>}
        <ol className="grid list-decimal gap-1 pl-6" data-testid="action-log">
          {log.map((entry) => (
            <li key={`${entry.atMs}-${entry.actionId}`} data-action-id={entry.actionId}>
              {entry.label} ({entry.right ? "right" : "wrong"}, {entry.atMs} ms)
            </li>
          ))}
        </ol>
      </section>
    </Container>
  );
}
