import type { News2, News2Parameter, News2Risk, Observations } from "./observations";

/**
 * The National Early Warning Score 2 (Royal College of Physicians, 2017), from its chart:
 * each parameter scores 0 to 3, the total and any single red score (3) set the clinical risk.
 * SpO₂ scale 2 is for patients with hypercapnic respiratory failure, where the scenario says so.
 */
export function scoreNews2(observations: Observations, spo2Scale: 1 | 2 = 1): News2 {
  const parts: Record<News2Parameter, number> = {
    respiratoryRate: respiratoryRateScore(observations.respiratoryRate),
    spo2:
      spo2Scale === 2
        ? spo2Scale2Score(observations.spo2, observations.onOxygen)
        : spo2Scale1Score(observations.spo2),
    airOrOxygen: observations.onOxygen ? 2 : 0,
    systolic: systolicScore(observations.systolic),
    heartRate: pulseScore(observations.heartRate),
    consciousness: observations.consciousness === "A" ? 0 : 3,
    temperature: temperatureScore(observations.temperature),
  };
  const total = Object.values(parts).reduce((sum, part) => sum + part, 0);
  const redScore = Object.values(parts).some((part) => part === 3);
  return { total, parts, risk: riskOf(total, redScore), redScore, spo2Scale };
}

/** RCP: 0–4 low (a single red score makes it low–medium), 5–6 medium, 7 or more high. */
export function riskOf(total: number, redScore: boolean): News2Risk {
  if (total >= 7) return "high";
  if (total >= 5) return "medium";
  return redScore ? "low-medium" : "low";
}

/** The response each risk calls for, in words (the chart's own). */
export const news2RiskWords: Record<News2Risk, string> = {
  low: "Low risk",
  "low-medium": "Low–medium risk: urgent ward-based response",
  medium: "Medium risk: key threshold for urgent response",
  high: "High risk: urgent or emergency response",
};

function respiratoryRateScore(rate: number) {
  if (rate <= 8) return 3;
  if (rate <= 11) return 1;
  if (rate <= 20) return 0;
  if (rate <= 24) return 2;
  return 3;
}

function spo2Scale1Score(spo2: number) {
  if (spo2 <= 91) return 3;
  if (spo2 <= 93) return 2;
  if (spo2 <= 95) return 1;
  return 0;
}

/** Scale 2 scores a high saturation on oxygen too: the target is 88–92%. */
function spo2Scale2Score(spo2: number, onOxygen: boolean) {
  if (spo2 <= 83) return 3;
  if (spo2 <= 85) return 2;
  if (spo2 <= 87) return 1;
  if (spo2 <= 92 || !onOxygen) return 0;
  if (spo2 <= 94) return 1;
  if (spo2 <= 96) return 2;
  return 3;
}

function systolicScore(systolic: number) {
  if (systolic <= 90) return 3;
  if (systolic <= 100) return 2;
  if (systolic <= 110) return 1;
  if (systolic <= 219) return 0;
  return 3;
}

function pulseScore(pulse: number) {
  if (pulse <= 40) return 3;
  if (pulse <= 50) return 1;
  if (pulse <= 90) return 0;
  if (pulse <= 110) return 1;
  if (pulse <= 130) return 2;
  return 3;
}

/** Temperature is read to one decimal place: 38.0 scores 0, 38.1 scores 1. */
function temperatureScore(temperature: number) {
  const t = Math.round(temperature * 10) / 10;
  if (t <= 35.0) return 3;
  if (t <= 36.0) return 1;
  if (t <= 38.0) return 0;
  if (t <= 39.0) return 1;
  return 2;
}
