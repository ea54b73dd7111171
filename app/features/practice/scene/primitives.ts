import type { BufferGeometry } from "three";
import {
  BoxGeometry,
  CylinderGeometry,
  Euler,
  Matrix4,
  Quaternion,
  SphereGeometry,
  TorusGeometry,
  Vector3,
} from "three";
import type { Vec3 } from "./scene-layout";

/**
 * The few shapes every model is made of, as data: each part is a piece of geometry already
 * placed in its model's space, with its colour. `bakedModel` merges a model's parts into one
 * or two meshes, so the bedside is drawn in a few dozen draw calls rather than 150.
 */
export type Part = { geometry: BufferGeometry; color: string; opacity: number };

type Placed = { position?: Vec3; rotation?: Vec3; color: string; opacity?: number };

function place(geometry: BufferGeometry, { position, rotation, color, opacity }: Placed): Part {
  if (rotation) geometry.applyMatrix4(new Matrix4().makeRotationFromEuler(new Euler(...rotation)));
  if (position) geometry.translate(...position);
  return { geometry, color, opacity: opacity ?? 1 };
}

export function box({ size, ...placed }: Placed & { size: Vec3 }): Part {
  return place(new BoxGeometry(...size), placed);
}

/** A cylinder standing on y; `rotation` lays it down. */
export function cylinder({
  radius,
  height,
  segments = 12,
  radiusTop,
  ...placed
}: Placed & { radius: number; height: number; segments?: number; radiusTop?: number }): Part {
  return place(new CylinderGeometry(radiusTop ?? radius, radius, height, segments), placed);
}

export function sphere({ radius, scale, ...placed }: Placed & { radius: number; scale?: Vec3 }) {
  const geometry = new SphereGeometry(radius, 12, 8);
  if (scale) geometry.scale(...scale);
  return place(geometry, placed);
}

/** A ring lying flat (a band round an arm is a torus stood upright by `rotation`). */
export function torus({ radius, tube, ...placed }: Placed & { radius: number; tube: number }) {
  return place(new TorusGeometry(radius, tube, 6, 16), placed);
}

/** Moves and turns `parts` together, as a group does: rotation first, then position. */
export function group(
  { position, rotation }: { position?: Vec3; rotation?: Vec3 },
  parts: Part[],
): Part[] {
  const matrix = new Matrix4().compose(
    new Vector3(...(position ?? [0, 0, 0])),
    new Quaternion().setFromEuler(new Euler(...(rotation ?? [0, 0, 0]))),
    new Vector3(1, 1, 1),
  );
  for (const part of parts) part.geometry.applyMatrix4(matrix);
  return parts;
}

/** Lays a cylinder along x (`alongX`) or z (`alongZ`). */
export const alongX: Vec3 = [0, 0, Math.PI / 2];
export const alongZ: Vec3 = [Math.PI / 2, 0, 0];
