import { useEffect, useRef } from "react";
import { Form } from "react-router";
import {
  sceneTargetNames,
  sceneTargets,
  type PracticeViewProps,
  type SceneTarget,
} from "@common/practice/scene-contract";
import { Button } from "~/components/ui/button";

const stateWords = { idle: "", "in-use": "in use", done: "done" } as const;

/**
 * The list mode (docs/product/practice.md#practice-session, WCAG 2.2 AA): the actions the engine offers now, as buttons grouped
 * by the object they are done on. Each button is a real form submission, so the list works
 * before JavaScript loads; with it, `onAction` sends the same request without a page load.
 * When the pressed button goes away, focus moves to the next button of the same object, or
 * the first of the list, so a keyboard user never lands at the top of the page.
 */
export function PracticeList({ actions, targetStates, onAction, busy }: PracticeViewProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const lastTarget = useRef<SceneTarget | null>(null);
  const groups = sceneTargets
    .map((target) => ({ target, actions: actions.filter((action) => action.target === target) }))
    .filter((group) => group.actions.length > 0);

  // The patient monitor reads the page again every few seconds: only a change of the actions
  // offered, after a press of one, may move focus (never from the Finish button to the list).
  const offered = actions.map((action) => action.id).join(" ");
  useEffect(() => {
    const list = listRef.current;
    if (!list || list.contains(document.activeElement)) return;
    if (lastTarget.current === null) return;
    const sameObject = list.querySelector<HTMLButtonElement>(
      `button[data-target="${lastTarget.current}"]`,
    );
    (sameObject ?? list.querySelector<HTMLButtonElement>("button"))?.focus();
    lastTarget.current = null;
  }, [offered]);

  return (
    <div ref={listRef} className="grid gap-4">
      {groups.length === 0 && (
        <p className="text-muted">No further actions: finish the session to see your debrief.</p>
      )}
      {groups.map((group) => {
        const state = targetStates[group.target];
        const headingId = `practice-object-${group.target}`;
        return (
          <section
            key={group.target}
            aria-labelledby={headingId}
            className="grid gap-2 rounded-xl border border-border bg-surface p-4"
          >
            <h3 id={headingId} className="font-semibold">
              {sceneTargetNames[group.target]}
              {state && (
                <span className="ml-2 text-sm font-normal text-muted">({stateWords[state]})</span>
              )}
            </h3>
            <ul className="grid gap-2">
              {group.actions.map((action) => (
                <li key={action.id}>
                  <Form
                    method="post"
                    onSubmit={(event) => {
                      event.preventDefault();
                      lastTarget.current = action.target;
                      onAction(action.id);
                    }}
                  >
                    <input type="hidden" name="intent" value="act" />
                    <Button
                      type="submit"
                      name="actionId"
                      value={action.id}
                      variant="outline"
                      data-target={action.target}
                      aria-disabled={busy || undefined}
                      className="h-auto min-h-11 w-full justify-start py-2 text-left whitespace-normal"
                    >
                      {action.label}
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
