import { notFound } from "@common/forms/action-answer";
import type { ScenarioDefinitionInput } from "@common/practice/scenario";
import { sepsisScenario } from "@server/db/seed/content/practice/sepsis-scenario";
import { lazy, Suspense, useState } from "react";
import { useLoaderData, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useEngineSession } from "~/features/practice/scene/harness/use-engine-session";
import {
  useFakeSession,
  type LoggedAction,
} from "~/features/practice/scene/harness/use-fake-session";
import type { PracticeViewProps } from "@common/practice/scene-contract";
import type { Route } from "./+types/practice-harness";

// Loaded when "Start practice" is pressed, as the session page loads it: its own chunk.
const PracticeScene = lazy(() => import("~/features/practice/scene/practice-scene"));

export function meta() {
  return [{ title: "Practice scene harness · Clinova" }, { name: "robots", content: "noindex" }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  if (!context.devPagesEnabled) notFound();
  const chosen = new URL(request.url).searchParams.get("case");
  // The seeded sepsis case, for the engine to run in the page.
  const definition: ScenarioDefinitionInput | null =
    chosen === "sepsis" ? sepsisScenario.definition : null;
  return { definition };
}

/**
 * A development page (localhost only) that runs the 3D bedside on a case held in memory, for
 * the scene's end-to-end tests and `npm run bench:practice`. Not a product page. By default a
 * fake IV procedure; `?case=ward` a fake ward case whose patient changes, with a monitor;
 * `?case=sepsis` the seeded sepsis case run by the practice engine.
 */
export default function PracticeSceneHarness() {
  const { definition } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  if (definition) return <EngineHarness definition={definition} />;
  return <FakeHarness ward={searchParams.get("case") === "ward"} />;
}

function FakeHarness({ ward }: { ward: boolean }) {
  return <HarnessPage {...useFakeSession(ward ? "ward" : "procedure")} />;
}

function EngineHarness({ definition }: { definition: ScenarioDefinitionInput }) {
  return <HarnessPage {...useEngineSession(definition)} />;
}

function HarnessPage(props: { view: PracticeViewProps; log: LoggedAction[]; finished: boolean }) {
  const { view, log, finished } = props;
  const [started, setStarted] = useState(false);
  const [searchParams] = useSearchParams();
  const frameloop = searchParams.get("frameloop") === "always" ? "always" : "demand";

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
        {view.monitor && (
          <p data-testid="monitor-figures">
            Monitor: pulse {view.monitor.observations.heartRate}, SpO₂{" "}
            {view.monitor.observations.spo2}%, blood pressure {view.monitor.observations.systolic}/
            {view.monitor.observations.diastolic}, NEWS2 {view.monitor.news2.total}
            {view.monitor.alarms.length > 0 && ", alarm"}
          </p>
        )}
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
