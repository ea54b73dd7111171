import { getOrCreate } from "./get-or-create";
import { ignoreRays } from "./ignore-rays";
import type { Vec3 } from "./scene-layout";
import { labelStyles, textTexture } from "./text-texture";

/** A label's height as a share of the view's (the same at any distance); its width follows its text. */
const labelSize = 0.036;

/**
 * A name floating above an object, facing the camera, drawn over everything (depth test off)
 * so the tray's labels are never hidden behind its other items. Labels take no pointer events:
 * the object's hit box does (and a sprite needs the camera to be ray-tested, which a
 * controller's ray does not have).
 */
export function SceneLabel({ text, at, focused }: { text: string; at: Vec3; focused: boolean }) {
  const { texture, aspect } = labelTexture(text, focused);
  return (
    <sprite
      position={at}
      scale={[labelSize * aspect, labelSize, 1]}
      renderOrder={focused ? 11 : 10}
      raycast={ignoreRays}
    >
      <spriteMaterial map={texture} depthTest={false} sizeAttenuation={false} transparent />
    </sprite>
  );
}

/**
 * Each label's texture, idle and focused, drawn and uploaded once: a pointer crossing an object
 * swaps textures rather than drawing and uploading a new one (a few dozen small textures).
 */
const textures = new Map<string, ReturnType<typeof textTexture>>();
function labelTexture(text: string, focused: boolean) {
  return getOrCreate(textures, `${focused ? "focused" : "idle"}/${text}`, () =>
    textTexture(text, focused ? labelStyles.focused : labelStyles.idle),
  );
}
