import { alongX, alongZ, box, cylinder, group, torus, type Part } from "./primitives";

/**
 * The equipment on the tray, each built from a few primitives around its base (y = 0), and
 * the variants shown on the patient's arm while they are in use. Colours follow what a ward
 * uses: a pink 20 G cannula hub, an orange-tinted chlorhexidine applicator, coloured bottle caps.
 */

export function gloves(): Part[] {
  return [
    box({ size: [0.15, 0.06, 0.09], position: [0, 0.03, 0], color: "#f4f6f8" }),
    box({ size: [0.15, 0.004, 0.06], position: [0, 0.061, 0], color: "#3b7bd6" }),
    box({ size: [0.05, 0.015, 0.04], position: [0, 0.068, 0], color: "#8fb6ee" }),
  ];
}

export function tourniquet(onArm: boolean): Part[] {
  if (onArm) {
    // A band round the arm: the torus's axis is z, the line of the arm.
    return group({ position: [0, 0.035, 0] }, [
      torus({ radius: 0.042, tube: 0.009, color: "#2f6fd1" }),
      box({ size: [0.03, 0.02, 0.025], position: [0, 0.048, 0], color: "#1b2b3a" }),
    ]);
  }
  return [
    box({ size: [0.17, 0.006, 0.028], position: [0, 0.003, 0], color: "#2f6fd1" }),
    box({ size: [0.03, 0.016, 0.034], position: [0.07, 0.008, 0], color: "#1b2b3a" }),
  ];
}

export function antisepticApplicator(): Part[] {
  return group({ position: [0, 0.014, 0] }, [
    cylinder({ radius: 0.013, height: 0.1, rotation: alongX, color: "#f2f2f2" }),
    box({ size: [0.035, 0.022, 0.03], position: [0.065, 0, 0], color: "#e8893a" }),
  ]);
}

/** Lying on the tray, or in the vein along the arm (pointing up the arm, towards the heart). */
export function cannula(inVein: boolean): Part[] {
  return group({ position: [0, 0.012, 0], rotation: [0, inVein ? -Math.PI / 2 : 0, 0] }, [
    cylinder({
      radius: 0.004,
      height: 0.05,
      position: [-0.04, 0, 0],
      rotation: alongX,
      color: "#dfe7ee",
    }),
    box({ size: [0.03, 0.016, 0.016], color: "#e85d9a" }),
    box({ size: [0.012, 0.003, 0.05], position: [-0.012, -0.006, 0], color: "#f8f8f8" }),
    cylinder({
      radius: 0.006,
      height: 0.025,
      position: [0.026, 0, 0],
      rotation: alongX,
      color: "#f8f8f8",
    }),
  ]);
}

export function needleHolder(): Part[] {
  return group({ position: [0, 0.015, 0] }, [
    cylinder({ radius: 0.015, height: 0.075, rotation: alongX, color: "#cfe3ea", opacity: 0.8 }),
    cylinder({
      radius: 0.0025,
      height: 0.05,
      position: [-0.06, 0, 0],
      rotation: alongX,
      color: "#9aa4ad",
    }),
    box({ size: [0.006, 0.04, 0.04], position: [0.04, 0, 0], color: "#cfe3ea" }),
  ]);
}

const bottleCaps = ["#7b3fb5", "#e3b23c", "#c2185b"];

export function bloodBottles(): Part[] {
  return [
    box({ size: [0.12, 0.02, 0.04], position: [0, 0.01, 0], color: "#e0e4e8" }),
    ...bottleCaps.flatMap((cap, index) =>
      group({ position: [(index - 1) * 0.035, 0, 0] }, [
        cylinder({ radius: 0.008, height: 0.07, position: [0, 0.035, 0], color: "#eef3f6" }),
        cylinder({ radius: 0.0095, height: 0.014, position: [0, 0.077, 0], color: cap }),
      ]),
    ),
  ];
}

export function gauze(): Part[] {
  return [
    box({ size: [0.08, 0.008, 0.08], position: [0, 0.004, 0], color: "#fbfbf7" }),
    box({ size: [0.08, 0.008, 0.08], position: [0.008, 0.012, 0.006], color: "#f1f1ea" }),
  ];
}

/** The packet on the tray, or the clear film over the cannula site once applied. */
export function dressing(applied: boolean): Part[] {
  if (applied) {
    return [
      box({ size: [0.07, 0.004, 0.08], position: [0, 0.002, 0], color: "#d8eef7", opacity: 0.55 }),
    ];
  }
  return [
    box({ size: [0.1, 0.005, 0.09], position: [0, 0.0025, 0], color: "#2f6fd1" }),
    box({ size: [0.085, 0.006, 0.075], position: [0, 0.004, 0], color: "#eef6fb" }),
  ];
}

/** A pre-filled saline syringe; attached, it lies along the arm from the cannula's hub. */
export function flushSyringe(attached: boolean): Part[] {
  return group({ position: [0, 0.012, 0], rotation: [0, attached ? -Math.PI / 2 : 0, 0] }, [
    cylinder({ radius: 0.01, height: 0.1, rotation: alongX, color: "#f5f7f9" }),
    cylinder({
      radius: 0.004,
      height: 0.05,
      position: [0.07, 0, 0],
      rotation: alongX,
      color: "#1b2b3a",
    }),
    box({ size: [0.004, 0.026, 0.026], position: [0.095, 0, 0], color: "#1b2b3a" }),
    cylinder({
      radius: 0.003,
      height: 0.015,
      position: [-0.057, 0, 0],
      rotation: alongX,
      color: "#2f6fd1",
    }),
  ]);
}

/** The chlorhexidine's wet patch on the skin, shown while it is applied and drying. */
export function cleanedSkin(): Part[] {
  return [
    box({ size: [0.06, 0.002, 0.09], position: [0, 0.073, 0.06], color: "#f0a45a", opacity: 0.5 }),
  ];
}

/** The forearm, lying along z on the arm board, with the vein the cannula goes into. */
export function forearm(): Part[] {
  return group({ position: [0, 0.035, 0] }, [
    cylinder({ radius: 0.04, radiusTop: 0.032, height: 0.33, rotation: alongZ, color: "#c68a62" }),
    cylinder({
      radius: 0.0055,
      height: 0.3,
      position: [0.004, 0.034, 0],
      rotation: alongZ,
      color: "#3d4f9e",
    }),
  ]);
}
