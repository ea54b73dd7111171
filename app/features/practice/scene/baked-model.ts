import { BufferAttribute, BufferGeometry, Color, MeshBasicMaterial, Vector3 } from "three";
import { mergeGeometries } from "three/addons/utils/BufferGeometryUtils.js";
import type { Part } from "./primitives";
import type { Vec3 } from "./scene-layout";
import { getOrCreate } from "./get-or-create";
import { screenColour } from "./screen-colour";

/**
 * The bedside's light, baked into the vertices' colours once per model instead of computed for
 * every pixel of every frame. The room's lights never move and nothing casts shadows, so this
 * is the same Lambert shading three.js would compute in its shader (a hemisphere light from the
 * ceiling and one directional light), exactly so on flat faces and per vertex on curved ones.
 * Under software rendering (SwiftShader), and on phones, the per-pixel lighting of a bedside
 * filling the canvas was most of a frame's cost (decision 0040). Light is added in linear
 * space, as three.js does, and the result stored in sRGB, as the canvas shows it.
 */
const linear = (hex: string) => screenColour(hex).convertSRGBToLinear();
const lights = {
  sky: linear("#ffffff").multiplyScalar(2.2),
  ground: linear("#8d8778").multiplyScalar(2.2),
  direction: new Vector3(1.5, 3, 2).normalize(),
  direct: linear("#ffffff").multiplyScalar(1.6),
};

export type BakedMesh = { geometry: BufferGeometry; material: MeshBasicMaterial };

const opaque = new MeshBasicMaterial({ vertexColors: true });
const translucent = new Map<number, MeshBasicMaterial>();

function materialFor(opacity: number) {
  if (opacity >= 1) return opaque;
  return getOrCreate(
    translucent,
    opacity,
    () => new MeshBasicMaterial({ vertexColors: true, transparent: true, opacity }),
  );
}

/** The colour a surface of colour `hex` facing `normal` (unit length) shows in this light. */
export function litColour(hex: string, normal: Vector3, into = new Color()) {
  into.lerpColors(lights.ground, lights.sky, 0.5 * normal.y + 0.5);
  const direct = Math.max(0, normal.dot(lights.direction));
  into.r += lights.direct.r * direct;
  into.g += lights.direct.g * direct;
  into.b += lights.direct.b * direct;
  return into
    .multiply(linear(hex))
    .multiplyScalar(1 / Math.PI)
    .convertLinearToSRGB();
}

/** The part's geometry with only positions and lit colours (basic materials need no normals). */
function lit({ geometry, color }: Part) {
  const normals = geometry.getAttribute("normal");
  const colours = new Float32Array(normals.count * 3);
  const normal = new Vector3();
  const colour = new Color();
  for (let index = 0; index < normals.count; index++) {
    normal.fromBufferAttribute(normals, index).normalize();
    litColour(color, normal, colour).toArray(colours, index * 3);
  }
  const baked = new BufferGeometry();
  baked.setIndex(geometry.getIndex());
  baked.setAttribute("position", geometry.getAttribute("position"));
  baked.setAttribute("color", new BufferAttribute(colours, 3));
  return baked;
}

/** A model lit and merged, in its own space: one geometry per opacity (1 for what is opaque). */
export type BakedModel = Map<number, BufferGeometry>;

function bake(parts: Part[]): BakedModel {
  const byOpacity = new Map<number, BufferGeometry[]>();
  for (const part of parts) {
    getOrCreate(byOpacity, part.opacity, () => []).push(lit(part));
    part.geometry.dispose();
  }
  return new Map([...byOpacity].map(([opacity, pieces]) => [opacity, mergeAndDispose(pieces)]));
}

function mergeAndDispose(pieces: BufferGeometry[]) {
  const merged = mergeGeometries(pieces);
  for (const piece of pieces) piece.dispose();
  merged.computeBoundingSphere();
  return merged;
}

const models = new Map<string, BakedModel>();

/**
 * The model named `key`, built and lit the first time it is asked for. A model is the same for
 * the same key (an object in one of its looks), and light does not change as it moves, so each
 * is baked once per page: an action then costs a merge, not a bake (about 20 ms).
 */
export function bakedModel(key: string, build: () => Part[]) {
  return getOrCreate(models, key, () => bake(build()));
}

/** Models at their positions, merged into one mesh per opacity. */
export function placeAll(placed: { model: BakedModel; position: Vec3 }[]): BakedMesh[] {
  const byOpacity = new Map<number, BufferGeometry[]>();
  for (const { model, position } of placed) {
    for (const [opacity, geometry] of model) {
      getOrCreate(byOpacity, opacity, () => []).push(geometry.clone().translate(...position));
    }
  }
  return [...byOpacity].map(([opacity, pieces]) => ({
    geometry: mergeAndDispose(pieces),
    material: materialFor(opacity),
  }));
}
