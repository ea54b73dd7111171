import { memo } from "react";
import {
  sceneTargetNames,
  type PracticeAction,
  type SceneTarget,
  type SceneTargetState,
} from "@common/practice/scene-contract";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { cn } from "~/lib/cn";
import { ActionMenuItems } from "./action-menu-items";

type Props = {
  /** The objects this scenario uses, in the scene's order. */
  targets: SceneTarget[];
  actions: PracticeAction[];
  targetStates: Partial<Record<SceneTarget, SceneTargetState>>;
  busy: boolean;
  /** Keyboard focus or the mouse on an object's button: the scene highlights that object. */
  onHighlight: (target: SceneTarget | null) => void;
  onAction: (actionId: string) => void;
};

const stateNames: Record<SceneTargetState, string | null> = {
  idle: null,
  "in-use": "in use",
  done: "done",
};

/**
 * The scene's objects as buttons, so the scene works with a keyboard alone (Tab to an object,
 * Enter or Space to open what can be done with it, arrows and Enter to choose). Every object
 * has a menu, even when nothing can be done with it now, so the list does not give away which
 * objects the next step needs.
 */
export const ObjectList = memo(function ObjectList(props: Props) {
  const { targets, actions, targetStates, busy, onHighlight, onAction } = props;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Objects at the bedside">
      {targets.map((target) => {
        const state = stateNames[targetStates[target] ?? "idle"];
        const available = actions.filter((action) => action.target === target);
        return (
          <li key={target}>
            <DropdownMenu>
              <DropdownMenuTrigger
                data-target={target}
                aria-label={state ? `${sceneTargetNames[target]}, ${state}` : undefined}
                className={cn(
                  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border-strong bg-surface px-3 text-sm font-medium text-ink focus-ring",
                  "hover:border-primary-700 hover:bg-primary-50 data-[state=open]:border-primary-700 data-[state=open]:bg-primary-50",
                )}
                onFocus={() => onHighlight(target)}
                onBlur={() => onHighlight(null)}
                onPointerEnter={() => onHighlight(target)}
                onPointerLeave={() => onHighlight(null)}
              >
                {sceneTargetNames[target]}
                {state && (
                  <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs text-primary-800">
                    {state}
                  </span>
                )}
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start" className="max-w-[min(28rem,90vw)]">
                <ActionMenuItems
                  target={target}
                  actions={available}
                  busy={busy}
                  onAction={onAction}
                />
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        );
      })}
    </ul>
  );
});
