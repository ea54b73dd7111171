import { MeshLambertMaterial } from "three";
import type { Vec3 } from "./scene-layout";

/**
 * The few shapes every model is made of. Lambert shading and shared materials keep the scene
 * cheap under software rendering (one shader program, few state changes); no shadows.
 */
const materials = new Map<string, MeshLambertMaterial>();

export function material(color: string, opacity = 1) {
  const key = `${color}/${opacity}`;
  let found = materials.get(key);
  if (!found) {
    found = new MeshLambertMaterial({ color, transparent: opacity < 1, opacity });
    materials.set(key, found);
  }
  return found;
}

type Placed = { position?: Vec3; rotation?: Vec3; color: string; opacity?: number };

export function Box({ size, position, rotation, color, opacity }: Placed & { size: Vec3 }) {
  return (
    <mesh position={position} rotation={rotation} material={material(color, opacity)}>
      <boxGeometry args={size} />
    </mesh>
  );
}

/** A cylinder standing on y; `rotation` lays it down. */
export function Cylinder({
  radius,
  height,
  position,
  rotation,
  color,
  opacity,
  segments = 12,
  radiusTop,
}: Placed & { radius: number; height: number; segments?: number; radiusTop?: number }) {
  return (
    <mesh position={position} rotation={rotation} material={material(color, opacity)}>
      <cylinderGeometry args={[radiusTop ?? radius, radius, height, segments]} />
    </mesh>
  );
}

export function Sphere({
  radius,
  position,
  color,
  scale,
}: Placed & { radius: number; scale?: Vec3 }) {
  return (
    <mesh position={position} scale={scale} material={material(color)}>
      <sphereGeometry args={[radius, 12, 8]} />
    </mesh>
  );
}

/** A ring lying flat (a band round an arm is a torus stood upright by `rotation`). */
export function Torus({
  radius,
  tube,
  position,
  rotation,
  color,
}: Placed & { radius: number; tube: number }) {
  return (
    <mesh position={position} rotation={rotation} material={material(color)}>
      <torusGeometry args={[radius, tube, 6, 16]} />
    </mesh>
  );
}

/** Lays a cylinder along x (`alongX`) or z (`alongZ`). */
export const alongX: Vec3 = [0, 0, Math.PI / 2];
export const alongZ: Vec3 = [Math.PI / 2, 0, 0];
