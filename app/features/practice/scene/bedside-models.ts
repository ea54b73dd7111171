import { Quaternion, Vector3 } from "three";
import { box, cylinder, group, sphere, torus, type Part } from "./primitives";
import type { Vec3 } from "./scene-layout";

/** The bedside objects other than the tray's equipment, each around its base (y = 0). */

export const skin = "#c68a62";

/**
 * The patient lying on their back, head on the pillow (the crown towards −x, the face up): a
 * face (eyes, brows, nose, mouth, ears, hair), the body in a gown, and the left arm by the side
 * with the hand resting on the blanket. The right arm on the arm board belongs to the room.
 * Parts are named so the tests can check what the model is made of (`patientPartNames`).
 */
const head: [number, number, number] = [-0.3, 0.11, 0];
const onHead = (dx: number, dy: number, dz: number): [number, number, number] => [
  head[0] + dx,
  head[1] + dy,
  head[2] + dz,
];
const hairColour = "#3a2a20";

const patientParts: Record<string, () => Part[]> = {
  head: () => [
    sphere({ radius: 0.1, position: head, scale: [1, 0.95, 0.85], color: skin }),
    cylinder({
      radius: 0.045,
      height: 0.1,
      position: onHead(0.11, -0.03, 0),
      rotation: [0, 0, Math.PI / 2],
      color: skin,
    }),
  ],
  hair: () => [
    sphere({
      radius: 0.1,
      position: onHead(-0.035, -0.005, 0),
      scale: [0.85, 0.97, 0.9],
      color: hairColour,
    }),
  ],
  eyes: () =>
    [-1, 1].flatMap((side) => [
      sphere({
        radius: 0.016,
        position: onHead(-0.015, 0.082, side * 0.034),
        scale: [0.8, 0.45, 1.1],
        color: "#f4efe9",
      }),
      sphere({
        radius: 0.009,
        position: onHead(-0.013, 0.088, side * 0.034),
        scale: [1, 0.5, 1],
        color: "#2b211c",
      }),
      box({
        size: [0.01, 0.006, 0.03],
        position: onHead(-0.04, 0.088, side * 0.036),
        color: hairColour,
      }),
    ]),
  nose: () => [
    sphere({
      radius: 0.016,
      position: onHead(0.025, 0.094, 0),
      scale: [1.3, 1, 0.8],
      color: "#b97a53",
    }),
  ],
  mouth: () => [
    box({ size: [0.012, 0.008, 0.04], position: onHead(0.065, 0.07, 0), color: "#8e4a3e" }),
  ],
  ears: () =>
    [-1, 1].map((side) =>
      sphere({
        radius: 0.022,
        position: onHead(0, 0, side * 0.083),
        scale: [1.2, 1, 0.45],
        color: "#b97a53",
      }),
    ),
  body: () => [box({ size: [0.55, 0.18, 0.42], position: [0.1, 0.09, 0], color: "#8db7d9" })],
  "left-arm": () => [
    // Upper arm along the side, forearm across the blanket, hand resting on it.
    limb([-0.18, 0.05, -0.25], [0.12, 0.05, -0.29], 0.04, skin),
    sphere({ radius: 0.04, position: [0.12, 0.05, -0.29], color: skin }),
    limb([0.12, 0.05, -0.29], [0.36, 0.13, -0.12], 0.034, skin),
    sphere({ radius: 0.045, position: [0.4, 0.135, -0.09], scale: [1.3, 0.5, 1], color: skin }),
    cylinder({
      radius: 0.046,
      height: 0.1,
      position: [-0.14, 0.05, -0.25],
      rotation: [0, 0, Math.PI / 2],
      color: "#8db7d9",
    }),
  ],
};

/** A cylinder of `radius` from `from` to `to`. */
function limb(from: Vec3, to: Vec3, radius: number, color: string): Part {
  const direction = new Vector3(to[0] - from[0], to[1] - from[1], to[2] - from[2]);
  const length = direction.length();
  const part = cylinder({ radius, height: length, color });
  part.geometry.applyQuaternion(
    new Quaternion().setFromUnitVectors(new Vector3(0, 1, 0), direction.normalize()),
  );
  part.geometry.translate((from[0] + to[0]) / 2, (from[1] + to[1]) / 2, (from[2] + to[2]) / 2);
  return part;
}

/** What the patient's model is made of, by name (the face's features, both arms). */
export const patientPartNames = [...Object.keys(patientParts), "right-arm"];

export function patient(): Part[] {
  return Object.values(patientParts).flatMap((build) => build());
}

/** An identification band round the wrist, with its white tag. */
export function wristband(): Part[] {
  return group({ position: [0, 0.035, 0] }, [
    torus({ radius: 0.034, tube: 0.005, color: "#fdfdfd" }),
    box({ size: [0.026, 0.006, 0.018], position: [0, 0.037, 0], color: "#ffffff" }),
  ]);
}

/** The patient's notes in a folder on the bedside cabinet; open while being read or written. */
export function notes(open: boolean): Part[] {
  return [
    box({ size: [0.22, 0.02, 0.3], position: [0, 0.01, 0], color: "#2a5c8f" }),
    box({
      size: [0.19, 0.004, 0.26],
      position: [open ? -0.21 : 0, open ? 0.003 : 0.022, 0],
      color: "#fafafa",
    }),
    ...(open
      ? [box({ size: [0.14, 0.002, 0.01], position: [-0.21, 0.006, -0.05], color: "#555555" })]
      : []),
  ];
}

/** A wall dispenser of alcohol hand rub. */
export function handGel(): Part[] {
  return [
    box({ size: [0.1, 0.2, 0.07], position: [0, 0.1, 0], color: "#f7f9fa" }),
    box({ size: [0.07, 0.05, 0.005], position: [0, 0.13, 0.037], color: "#3aa06b" }),
    box({ size: [0.03, 0.02, 0.05], position: [0, -0.005, 0.015], color: "#8a949c" }),
  ];
}

/** A wall dispenser of disposable plastic aprons, one pulled half out. */
export function aprons(): Part[] {
  return [
    box({ size: [0.24, 0.2, 0.07], position: [0, 0.1, 0], color: "#f7f9fa" }),
    box({
      size: [0.14, 0.12, 0.004],
      position: [0, -0.05, 0.03],
      color: "#ffffff",
      opacity: 0.85,
    }),
    box({ size: [0.2, 0.02, 0.005], position: [0, 0.16, 0.037], color: "#165e5a" }),
  ];
}

/** A stainless tray with a low rim. */
export function tray(): Part[] {
  const rim = "#a9b3bb";
  return [
    box({ size: [0.72, 0.012, 0.46], position: [0, 0.006, 0], color: "#c9d1d7" }),
    box({ size: [0.72, 0.025, 0.01], position: [0, 0.012, -0.23], color: rim }),
    box({ size: [0.72, 0.025, 0.01], position: [0, 0.012, 0.23], color: rim }),
    box({ size: [0.01, 0.025, 0.46], position: [-0.36, 0.012, 0], color: rim }),
    box({ size: [0.01, 0.025, 0.46], position: [0.36, 0.012, 0], color: rim }),
  ];
}

/** A yellow sharps bin with its orange lid; the aperture shows open while it is being used. */
export function sharpsBin(open: boolean): Part[] {
  return [
    box({ size: [0.16, 0.19, 0.14], position: [0, 0.095, 0], color: "#f2c417" }),
    box({ size: [0.17, 0.03, 0.15], position: [0, 0.205, 0], color: "#e8742a" }),
    box({ size: [0.08, 0.006, open ? 0.06 : 0.02], position: [0, 0.221, 0], color: "#1b1b1b" }),
  ];
}

/** A pedal bin for clinical waste: a yellow lid, and the lid raised while it is in use. */
export function clinicalWasteBin(open: boolean): Part[] {
  return [
    cylinder({
      radius: 0.14,
      height: 0.42,
      position: [0, 0.21, 0],
      color: "#d5dadf",
      segments: 16,
    }),
    ...group({ position: [0, 0.43, -0.14], rotation: [open ? -0.9 : 0, 0, 0] }, [
      cylinder({
        radius: 0.145,
        height: 0.02,
        position: [0, 0, 0.14],
        color: "#f2c417",
        segments: 16,
      }),
    ]),
    box({ size: [0.08, 0.015, 0.06], position: [0, 0.01, 0.16], color: "#5d6770" }),
  ];
}
