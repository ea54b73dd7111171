import type { PracticeAction, SceneTarget } from "@common/practice/scene-contract";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { ActionMenuItems } from "./action-menu-items";

export type ScenePoint = { x: number; y: number };

/** The menu's least distance from the scene's edges, in CSS pixels. */
const edge = 6;

type Props = {
  /** The object clicked and where, in pixels from the scene's top left corner. */
  opened: { target: SceneTarget; point: ScenePoint } | null;
  actions: PracticeAction[];
  busy: boolean;
  onAction: (actionId: string) => void;
  onClose: () => void;
  /** The scene's box: the menu stays inside it, never over the controls below the canvas. */
  boundary: HTMLElement | null;
};

/**
 * The menu a click or tap on an object with several actions opens, as HTML beside the point
 * clicked (never drawn in the canvas, so screen readers, zoom and the keyboard work in it). It
 * hangs from an invisible anchor at that point; the keyboard's way in is the object list. It is
 * kept inside the scene's box (moved, and scrolling if it must), so on a phone it never covers
 * the mode switch, the object list or the finish button.
 */
export function SceneMenu({ opened, actions, busy, onAction, onClose, boundary }: Props) {
  const point = opened?.point ?? { x: 0, y: 0 };
  const maxWidth = boundary ? Math.min(448, boundary.clientWidth - 2 * edge) : 448;
  return (
    <DropdownMenu open={opened != null} onOpenChange={(open) => !open && onClose()}>
      <DropdownMenuTrigger asChild>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute size-px"
          style={{ left: point.x, top: point.y }}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        sideOffset={4}
        collisionBoundary={boundary}
        collisionPadding={edge}
        sticky="always"
        style={{ maxWidth, minWidth: Math.min(208, maxWidth) }}
      >
        {opened && (
          <ActionMenuItems
            target={opened.target}
            actions={actions.filter((action) => action.target === opened.target)}
            busy={busy}
            onAction={onAction}
          />
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
