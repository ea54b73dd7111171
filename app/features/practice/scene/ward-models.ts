import { alongX, alongZ, box, cylinder, group, sphere, torus, type Part } from "./primitives";

/** The ward's equipment for cases with a patient who changes: each around its base (y = 0). */

const metal = "#8a949c";
const dark = "#2f363c";

/** The monitor's screen, in the monitor's own space: the scene draws the figures on it. */
export const monitorScreen = { width: 0.34, height: 0.24, centre: [0, 0.15, 0.046] as const };
/** The monitor is turned towards the learner standing at the bedside. */
export const monitorTurn = 0.45;

/** A bedside monitor on a wall arm, turned towards the learner: its screen is drawn by the scene. */
export function monitor(): Part[] {
  return group({ rotation: [0, monitorTurn, 0] }, [
    box({ size: [0.4, 0.3, 0.08], position: [0, 0.15, 0], color: dark }),
    box({ size: [0.36, 0.26, 0.004], position: [0, 0.15, 0.041], color: "#0b1418" }),
    box({ size: [0.3, 0.025, 0.01], position: [0, 0.012, 0.042], color: "#4a555e" }),
    // The arm back to the wall.
    box({ size: [0.06, 0.06, 0.3], position: [0, 0.15, -0.18], color: metal }),
  ]);
}

/** The wall oxygen flowmeter, with a mask and its tubing hanging from it; the mask goes on while in use. */
export function oxygen(inUse: boolean): Part[] {
  return [
    box({ size: [0.1, 0.06, 0.04], position: [0, 0.03, 0], color: "#e8ecef" }),
    cylinder({
      radius: 0.022,
      height: 0.14,
      position: [0, 0.14, 0.03],
      color: "#dfe9e4",
      opacity: 0.85,
    }),
    sphere({ radius: 0.012, position: [0, 0.13, 0.03], color: "#2e8b57" }),
    box({ size: [0.05, 0.02, 0.05], position: [0, 0.225, 0.03], color: "#2e8b57" }),
    cylinder({ radius: 0.006, height: 0.04, position: [0, -0.02, 0.03], color: metal }),
    ...(inUse
      ? []
      : [
          cylinder({ radius: 0.004, height: 0.16, position: [0, -0.12, 0.04], color: "#d9f2e6" }),
          sphere({
            radius: 0.045,
            position: [0, -0.23, 0.06],
            scale: [1, 1.2, 0.6],
            color: "#bfe8d2",
            opacity: 0.8,
          }),
          torus({ radius: 0.04, tube: 0.004, position: [0, -0.23, 0.08], color: "#7fc4a0" }),
        ]),
  ];
}

/** The ward phone on the wall: a base, the handset in its cradle, the keypad. */
export function phone(): Part[] {
  return [
    box({ size: [0.14, 0.2, 0.03], position: [0, 0.1, 0], color: "#e3e6e8" }),
    box({ size: [0.045, 0.19, 0.04], position: [-0.035, 0.1, 0.03], color: "#1f262c" }),
    box({ size: [0.05, 0.07, 0.004], position: [0.03, 0.09, 0.017], color: "#3b4650" }),
    box({ size: [0.05, 0.02, 0.004], position: [0.03, 0.16, 0.017], color: "#a9d3f2" }),
  ];
}

/**
 * A drip stand with a bag of crystalloid, from the floor: the bag hangs from the hook at the top,
 * and the line runs down from it while the infusion is in use.
 */
export function fluidBag(inUse: boolean): Part[] {
  const top = 1.25;
  return [
    ...[0, 1, 2, 3, 4].flatMap((leg) =>
      group({ rotation: [0, (leg * 2 * Math.PI) / 5, 0] }, [
        box({ size: [0.16, 0.015, 0.02], position: [0.08, 0.03, 0], color: metal }),
      ]),
    ),
    cylinder({ radius: 0.012, height: top, position: [0, top / 2, 0], color: metal }),
    cylinder({
      radius: 0.004,
      height: 0.16,
      position: [0, top, 0],
      rotation: alongX,
      color: metal,
    }),
    box({
      size: [0.12, 0.2, 0.035],
      position: [0.06, top - 0.13, 0],
      color: "#e6f2fb",
      opacity: 0.85,
    }),
    box({ size: [0.08, 0.05, 0.037], position: [0.06, top - 0.12, 0], color: "#3a78b5" }),
    cylinder({ radius: 0.008, height: 0.05, position: [0.06, top - 0.255, 0], color: "#f4f6f8" }),
    ...(inUse
      ? [
          cylinder({
            radius: 0.004,
            height: 0.4,
            position: [0.06, top - 0.48, 0],
            color: "#cfe3f2",
          }),
        ]
      : []),
  ];
}

/** A red emergency drugs box with a white cross, a handle and, until used, a syringe on its lid. */
export function medicines(inUse: boolean): Part[] {
  return [
    box({ size: [0.22, 0.11, 0.15], position: [0, 0.055, 0], color: "#c0392b" }),
    box({ size: [0.07, 0.004, 0.02], position: [0, 0.112, 0], color: "#ffffff" }),
    box({ size: [0.02, 0.004, 0.07], position: [0, 0.112, 0], color: "#ffffff" }),
    box({ size: [0.06, 0.05, 0.002], position: [0, 0.055, 0.076], color: "#ffffff" }),
    box({ size: [0.02, 0.05, 0.004], position: [0, 0.055, 0.077], color: "#c0392b" }),
    box({ size: [0.05, 0.02, 0.004], position: [0, 0.055, 0.077], color: "#c0392b" }),
    cylinder({
      radius: 0.006,
      height: 0.1,
      position: [0, 0.13, -0.05],
      rotation: alongX,
      color: dark,
    }),
    ...(inUse
      ? []
      : [
          cylinder({
            radius: 0.008,
            height: 0.1,
            position: [0.05, 0.122, 0.03],
            rotation: alongZ,
            color: "#f4f6f8",
          }),
        ]),
  ];
}
