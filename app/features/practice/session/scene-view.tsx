import {
  Component,
  lazy,
  Suspense,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from "react";
import { Link } from "react-router";
import type { PracticeViewProps } from "@common/practice/scene-contract";

// The 3D scene is its own chunk, loaded only when a session shows it (docs/product/practice.md#practice-session: never on the
// lesson tab or a public page). It is looked up with a glob so the session works, in list mode,
// on a build that does not have the scene yet.
const sceneModules = import.meta.glob<{ default: ComponentType<PracticeViewProps> }>(
  "../scene/practice-scene.tsx",
);
const loadScene = sceneModules["../scene/practice-scene.tsx"];
const PracticeScene = loadScene ? lazy(loadScene) : null;

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** The 3D mode: the scene once the browser has it, with the list one link away meanwhile. */
export function SceneView(props: PracticeViewProps & { listHref: string }) {
  const { listHref, ...view } = props;
  const mounted = useSyncExternalStore(noSubscription, inBrowser, onServer);
  const fallback = (message: string) => <SceneMessage listHref={listHref} message={message} />;
  if (!PracticeScene) {
    return fallback(
      "The 3D scene is not available in this version yet. The list offers the same actions.",
    );
  }
  // Three.js needs a browser: the server sends the message, the browser swaps in the scene.
  if (!mounted) return fallback("Loading the 3D scene…");
  return (
    <SceneErrorBoundary
      fallback={fallback(
        "The 3D scene could not start in this browser. The list offers the same actions.",
      )}
    >
      <Suspense fallback={fallback("Loading the 3D scene…")}>
        <PracticeScene {...view} />
      </Suspense>
    </SceneErrorBoundary>
  );
}

function SceneMessage({ message, listHref }: { message: string; listHref: string }) {
  return (
    <div className="grid min-h-64 place-content-center gap-3 rounded-2xl border border-border bg-canvas p-6 text-center">
      <p role="status">{message}</p>
      <p>
        <Link
          to={listHref}
          replace
          className="font-medium text-primary-700 underline underline-offset-4"
        >
          Use the list of actions instead
        </Link>
      </p>
    </div>
  );
}

class SceneErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
