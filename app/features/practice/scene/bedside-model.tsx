import { useEffect, useMemo } from "react";
import type { SceneTarget, SceneTargetState } from "@common/practice/scene-contract";
import { bakedModel, placeAll, type BakedMesh } from "./baked-model";
import { bedsideRoom } from "./bedside-room";
import { ignoreRays } from "./ignore-rays";
import { objectModel } from "./object-models";
import { placementOf } from "./scene-layout";

type States = Partial<Record<SceneTarget, SceneTargetState>>;

/** Part of the patient whether or not the scenario acts on them: the right forearm and its wristband. */
const alwaysThere: SceneTarget[] = ["patient", "arm-vein", "wristband"];

let room: BakedMesh[] | undefined;
const roomMeshes = () =>
  (room ??= placeAll([{ model: bakedModel("room", bedsideRoom), position: [0, 0, 0] }]));

/**
 * Everything the learner sees of the bedside as a handful of meshes: the room, which never
 * changes, and the scenario's objects (with the patient whole, even where the scenario does not
 * act on the forearm) in their current looks and places, merged again when an action
 * changes a state (never on hover). The objects are drawn first and the room after, so the
 * depth test skips the room's pixels hidden behind them. The meshes take no rays: each object's
 * hit box does.
 */
export function BedsideModel({ targets, states }: { targets: SceneTarget[]; states: States }) {
  const objects = useMemo(
    () =>
      placeAll(
        [...new Set([...targets, ...alwaysThere])].map((target) => {
          const state = states[target] ?? "idle";
          const { key, build } = objectModel(target, state, states);
          return { model: bakedModel(key, build), position: placementOf(target, state).position };
        }),
      ),
    [targets, states],
  );
  useEffect(() => () => objects.forEach(({ geometry }) => geometry.dispose()), [objects]);
  return (
    <>
      <Meshes meshes={objects} renderOrder={0} />
      <Meshes meshes={roomMeshes()} renderOrder={1} />
    </>
  );
}

function Meshes({ meshes, renderOrder }: { meshes: BakedMesh[]; renderOrder: number }) {
  return meshes.map(({ geometry, material }) => (
    <mesh
      key={geometry.uuid}
      geometry={geometry}
      material={material}
      renderOrder={renderOrder}
      raycast={ignoreRays}
      dispose={null}
    />
  ));
}
