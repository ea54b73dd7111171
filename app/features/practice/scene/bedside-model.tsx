import { useEffect, useMemo } from "react";
import type { SceneTarget, SceneTargetState } from "@common/practice/scene-contract";
import { bake } from "./baked-model";
import { bedsideParts } from "./bedside-parts";

/**
 * Everything the learner sees of the bedside, the room and the objects in their current
 * states, as a handful of meshes: one for all that is opaque and one per shade of translucency.
 * It is rebuilt when an action changes a state (a few milliseconds), never on hover. The meshes
 * take no rays: each object's hit box does.
 */
export function BedsideModel({
  states,
}: {
  states: Partial<Record<SceneTarget, SceneTargetState>>;
}) {
  const meshes = useMemo(() => bake(bedsideParts(states)), [states]);
  useEffect(() => () => meshes.forEach(({ geometry }) => geometry.dispose()), [meshes]);
  return (
    <>
      {meshes.map(({ geometry, material }) => (
        <mesh
          key={geometry.uuid}
          geometry={geometry}
          material={material}
          raycast={ignoreRays}
          dispose={null}
        />
      ))}
    </>
  );
}

function ignoreRays() {}
