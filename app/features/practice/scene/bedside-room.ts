import { skin } from "./bedside-models";
import { alongZ, box, cylinder, group, sphere, type Part } from "./primitives";
import { trayCentre } from "./scene-layout";

/**
 * The wall behind the bed is not a mesh: the canvas is cleared to the colour it would show (see
 * scene-canvas.tsx), which costs nothing, where drawing it cost a tenth of a frame under
 * software rendering. The skirting board marks where it stands.
 */
export const wallColour = "#eef1ec";

/**
 * What stays put and cannot be acted on: floor, skirting board, bed, the patient's legs and upper arm,
 * the arm board, the bedside cabinet and the trolley. Nothing here takes pointer events, so
 * the ray only ever tests the objects' hit boxes. Listed nearest first, the floor last, so that
 * the depth test skips the pixels it would have drawn behind the rest.
 */
export function bedsideRoom(): Part[] {
  return [
    ...upperArmAndHand(),
    ...armBoard(),
    ...cabinet(),
    ...trolley(),
    ...bed(),
    box({ size: [6, 0.12, 0.02], position: [0, 0.06, -1.57], color: "#9fb3a8" }),
    // From the wall (z = -1.6) forward: past it the floor would show where the wall stands.
    box({ size: [6, 0.02, 3.6], position: [0, -0.01, 0.2], color: "#d9dcd3" }),
  ];
}

const corners = (x: number, z: number) =>
  [-x, x].flatMap((dx) => [-z, z].map((dz) => [dx, dz] as const));

function bed() {
  return group({ position: [0, 0, -0.98] }, [
    box({ size: [2.0, 0.08, 0.92], position: [0, 0.5, 0], color: "#7d8b96" }),
    box({ size: [1.96, 0.16, 0.88], position: [0, 0.62, 0], color: "#f3f6f8" }),
    box({ size: [0.06, 0.5, 0.92], position: [-1.0, 0.75, 0], color: "#9aa8b2" }),
    box({ size: [0.06, 0.35, 0.92], position: [1.0, 0.67, 0], color: "#9aa8b2" }),
    box({ size: [0.3, 0.08, 0.5], position: [-0.82, 0.74, 0], color: "#ffffff" }),
    box({ size: [1.1, 0.12, 0.8], position: [0.4, 0.76, 0], color: "#6f9fc6" }),
    ...corners(0.9, 0.4).map(([x, z]) =>
      cylinder({ radius: 0.025, height: 0.46, position: [x, 0.23, z], color: "#5d6770" }),
    ),
  ]);
}

/** From the shoulder to the elbow on the arm board, and the hand past the wrist, palm up. */
function upperArmAndHand() {
  const shoulder = [-0.5, 0.795, -0.78] as const;
  const elbow = [-0.3, 0.795, -0.5] as const;
  const middle: [number, number, number] = [
    (shoulder[0] + elbow[0]) / 2,
    shoulder[1],
    (shoulder[2] + elbow[2]) / 2,
  ];
  const length = Math.hypot(elbow[0] - shoulder[0], elbow[2] - shoulder[2]);
  const heading = Math.atan2(elbow[0] - shoulder[0], elbow[2] - shoulder[2]);
  return [
    ...group({ position: middle, rotation: [0, heading, 0] }, [
      cylinder({ radius: 0.045, radiusTop: 0.042, height: length, rotation: alongZ, color: skin }),
      cylinder({
        radius: 0.05,
        height: 0.1,
        position: [0, 0, -length / 2 + 0.05],
        rotation: alongZ,
        color: "#8db7d9",
      }),
    ]),
    sphere({ radius: 0.042, position: [elbow[0], elbow[1], elbow[2]], color: skin }),
    sphere({ radius: 0.05, position: [-0.3, 0.785, -0.085], scale: [1, 0.45, 1.3], color: skin }),
  ];
}

function armBoard() {
  return group({ position: [-0.3, 0, -0.32] }, [
    box({ size: [0.17, 0.03, 0.62], position: [0, 0.745, 0], color: "#3f4a52" }),
    cylinder({ radius: 0.02, height: 0.73, position: [0, 0.365, 0.1], color: "#5d6770" }),
    box({ size: [0.3, 0.02, 0.3], position: [0, 0.01, 0.1], color: "#5d6770" }),
  ]);
}

function cabinet() {
  return group({ position: [-0.82, 0, -0.3] }, [
    box({ size: [0.42, 0.75, 0.42], position: [0, 0.375, 0], color: "#b98f64" }),
    box({ size: [0.36, 0.02, 0.01], position: [0, 0.55, 0.212], color: "#7a5b3c" }),
  ]);
}

/** A two-shelf stainless trolley under the tray and the sharps bin. */
function trolley() {
  const [x, top, z] = trayCentre;
  return group({ position: [x + 0.2, 0, z] }, [
    box({ size: [1.12, 0.02, 0.52], position: [0, top - 0.01, 0], color: "#b5bec6" }),
    box({ size: [1.12, 0.02, 0.52], position: [0, 0.3, 0], color: "#b5bec6" }),
    ...corners(0.54, 0.24).map(([dx, dz]) =>
      cylinder({ radius: 0.012, height: top, position: [dx, top / 2, dz], color: "#8a949c" }),
    ),
  ]);
}
