import { useState } from "react";
import { Form, Link, useFetcher, useLocation, useNavigation } from "react-router";
import { practiceMessages } from "@common/practice/practice-intents";
import type { PracticeActionResult, PracticeSessionData } from "@server/practice/practice-page";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ModeSwitch, modeFrom } from "./mode-switch";
import { PracticeList } from "./practice-list";
import { SceneView } from "./scene-view";
import { DoneSoFar } from "./done-so-far";
import { PatientMonitor } from "./patient-monitor";
import { TutorModeChoice } from "./tutor-mode-choice";
import { TutorPanel } from "./tutor-panel";

/**
 * A practice session (docs/product/practice.md#practice-session): the 3D scene or the accessible list, both offering exactly the
 * actions the engine returns and both posting them to this page's action.
 */
export function PracticeSession({
  session,
  actionData,
}: {
  session: PracticeSessionData;
  actionData: PracticeActionResult | null;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const fetcher = useFetcher<PracticeActionResult>();
  const mode = modeFrom(location.search);
  const busy = fetcher.state !== "idle";
  const [waitNote, setWaitNote] = useState("");
  const announcement = busy ? waitNote : ((fetcher.data ?? actionData)?.announcement ?? "");
  const onAction = (actionId: string) => {
    // A press while the last action is still being recorded is not lost in silence.
    if (busy) return setWaitNote("Wait a moment: your last action is being recorded.");
    setWaitNote("");
    void fetcher.submit({ intent: "act", actionId }, { method: "post" });
  };
  const view = {
    actions: session.actions,
    targetStates: session.targetStates,
    targets: session.targets,
    monitor: session.monitor,
    onAction,
    busy,
  };

  return (
    <Container className="grid gap-6 py-8">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">
          Practice session
        </p>
        <h1 className="text-3xl font-semibold text-balance">{session.scenario.title}</h1>
        {/* Near the top: on a phone the summary would push it under the toasts. */}
        <ModeSwitch mode={mode} />
        <p className="max-w-3xl text-muted">{session.scenario.summary}</p>
        <p className="text-sm">
          From{" "}
          <Link
            className="text-primary-700 underline underline-offset-4"
            to={`/course/${session.course.slug}`}
          >
            {session.course.title}
          </Link>
          . Rests on {session.scenario.basis}
        </p>
      </header>

      <p role="status" aria-live="polite" className="min-h-6 font-medium">
        {!busy && (fetcher.data ?? actionData)?.ok === false ? (
          <span className="text-danger">{announcement || practiceMessages.failed}</span>
        ) : (
          announcement
        )}
      </p>

      <TutorModeChoice mode={session.mode} canChoose={session.canChooseMode} />
      {session.monitor && <PatientMonitor monitor={session.monitor} />}
      {session.tutor && <TutorPanel tutor={session.tutor} answer={actionData?.answer ?? null} />}

      <section aria-labelledby="practice-actions-title" className="grid gap-4">
        <h2 id="practice-actions-title" className="text-xl font-semibold">
          {mode === "list" ? "What will you do next?" : "The bedside"}
        </h2>
        {mode === "list" ? (
          <PracticeList {...view} />
        ) : (
          <SceneView {...view} listHref={`${location.pathname}?mode=list`} />
        )}
      </section>

      <DoneSoFar done={session.done} />

      <Form method="post" className="flex flex-wrap items-center gap-3 border-t border-border pt-6">
        <input type="hidden" name="intent" value="finish" />
        <Button type="submit" size="lg" loading={navigation.state === "submitting"}>
          Finish and see your debrief
        </Button>
        <p className="text-sm text-muted">
          Your score is worked out from what you did, when you finish.
        </p>
      </Form>
    </Container>
  );
}
