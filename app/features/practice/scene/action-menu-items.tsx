import {
  sceneTargetNames,
  type PracticeAction,
  type SceneTarget,
} from "@common/practice/scene-contract";
import { DropdownMenuItem, DropdownMenuLabel } from "~/components/ui/dropdown-menu";

type Props = {
  target: SceneTarget;
  /** The actions available now on `target`. */
  actions: PracticeAction[];
  busy: boolean;
  onAction: (actionId: string) => void;
};

/** What a menu of one object offers: its name, then each action, or that there is none now. */
export function ActionMenuItems({ target, actions, busy, onAction }: Props) {
  return (
    <>
      <DropdownMenuLabel>{sceneTargetNames[target]}</DropdownMenuLabel>
      {actions.length === 0 && (
        <p className="px-3 pb-2 text-sm text-ink">Nothing to do with this now.</p>
      )}
      {actions.map((action) => (
        <DropdownMenuItem
          key={action.id}
          disabled={busy}
          className="whitespace-normal"
          onSelect={() => onAction(action.id)}
        >
          {action.label}
        </DropdownMenuItem>
      ))}
    </>
  );
}
