import { useThree } from "@react-three/fiber";
import { getOrCreate } from "./get-or-create";
import { ignoreRays } from "./ignore-rays";
import { labelTextPixels, screenFov, type Vec3 } from "./scene-layout";
import { labelStyles, textShare, textTexture } from "./text-texture";

/**
 * A name floating above an object, facing the camera, its text `labelTextPixels` high on screen, drawn over everything (depth test off)
 * so the tray's labels are never hidden behind its other items. Labels take no pointer events:
 * the object's hit box does (and a sprite needs the camera to be ray-tested, which a
 * controller's ray does not have).
 */
export function SceneLabel({ text, at, focused }: { text: string; at: Vec3; focused: boolean }) {
  const { texture, aspect } = labelTexture(text, focused);
  const { width, height } = useThree((state) => state.size);
  // An unattenuated sprite of scale s spans s / (2 tan(fov / 2)) of the view's height.
  const fov = (screenFov(width / height) * Math.PI) / 180;
  const size = ((labelTextPixels / textShare) * 2 * Math.tan(fov / 2)) / height;
  return (
    <sprite
      position={at}
      scale={[size * aspect, size, 1]}
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
