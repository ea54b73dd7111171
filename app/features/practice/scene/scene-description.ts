import type { MonitorView } from "@common/practice/observations";
import { sceneTargetNames, type SceneTarget } from "@common/practice/scene-contract";

/** The canvas's text alternative: what is at this bedside, and what the monitor reads. */
export function sceneDescription(targets: SceneTarget[], monitor: MonitorView | null) {
  const objects = targets
    .filter((target) => target !== "patient")
    .map((target) => sceneTargetNames[target].toLowerCase());
  const scene = `A hospital bedside in 3D: the patient in bed, the right forearm on an arm board and the left arm by the side; at the bedside: ${objects.join(", ")}.`;
  if (!monitor || !targets.includes("monitor")) return scene;
  const { observations: o, news2, alarms } = monitor;
  const figures = `The monitor reads: pulse ${o.heartRate}, SpO₂ ${o.spo2}%, blood pressure ${o.systolic}/${o.diastolic}, respiration rate ${o.respiratoryRate}, temperature ${o.temperature.toFixed(1)} °C, NEWS2 ${news2.total}.`;
  const alarm = alarms.length ? ` Alarm: ${alarms.map((entry) => entry.text).join(", ")}.` : "";
  return `${scene} ${figures}${alarm}`;
}
