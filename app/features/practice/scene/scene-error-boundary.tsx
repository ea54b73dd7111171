import { Component, type ReactNode } from "react";

/**
 * When the browser cannot draw the scene (WebGL switched off or unavailable), say so in the
 * scene's place; the object list beside it still offers every action.
 */
export class SceneErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="grid h-full place-items-center p-6 text-center">
        <p className="max-w-md text-ink">
          This browser could not draw the 3D bedside (WebGL is switched off or not available). Every
          object and action is still in the list below the scene.
        </p>
      </div>
    );
  }
}
