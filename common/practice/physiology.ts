import { scoreNews2 } from "./news2";
import {
  acvpuLevels,
  acvpuWords,
  type Alarm,
  type MonitorView,
  type News2,
  type News2Parameter,
  type Observations,
  type PatientOutcome,
  type Vital,
} from "./observations";
import type { ActionTime, PhysiologyDefinition } from "./physiology-schema";

/** When each action was done, in scenario seconds, in the order of the log. */
export type ActionTimes = ReadonlyMap<string, readonly number[]>;

/**
 * A simulated patient (decision 0055): observations at any scenario time, derived from the
 * scenario's physiology, the attempt's seed and what was done when. Nothing is stored but the
 * log, so the same seed and log always give the same patient, on the server and in a replay.
 */
export type Patient = {
  at(seconds: number): { observations: Observations; news2: News2 };
  outcomeAt(seconds: number): PatientOutcome;
  monitorAt(seconds: number): MonitorView;
};

// The case is checked for peri-arrest at this step of scenario time (and at the moment asked).
const periArrestStepSeconds = 10;

export function simulatePatient(
  physiology: PhysiologyDefinition,
  seed: number,
  times: ActionTimes,
  onOxygenAt: (seconds: number) => boolean,
): Patient {
  const start = startValues(physiology, seed);
  const at = (seconds: number) => {
    const raw = { ...start };
    for (const trend of physiology.trends) {
      const until = Math.min(seconds, ...trend.stoppedBy.map((stop) => takesHoldAt(stop, times)));
      if (until > trend.fromSeconds) {
        raw[trend.vital] += (trend.perMinute * (until - trend.fromSeconds)) / 60;
      }
    }
    for (const effect of physiology.effects) {
      for (const given of (times.get(effect.action) ?? []).slice(0, effect.maxTimes)) {
        if (given > seconds) break;
        raw[effect.vital] += effect.change * effectShare(effect, seconds - given);
      }
    }
    const observations = observationsFrom(raw, onOxygenAt(seconds));
    return { observations, news2: scoreNews2(observations, physiology.spo2Scale) };
  };

  let checkedUpTo = -periArrestStepSeconds;
  let periArrestSince: number | null = null;
  const periArrestBy = (seconds: number) => {
    while (periArrestSince === null && checkedUpTo + periArrestStepSeconds <= seconds) {
      checkedUpTo += periArrestStepSeconds;
      if (isPeriArrest(physiology, at(checkedUpTo).observations)) periArrestSince = checkedUpTo;
    }
    if (periArrestSince !== null && periArrestSince <= seconds) return true;
    return isPeriArrest(physiology, at(seconds).observations);
  };

  const outcomeAt = (seconds: number): PatientOutcome => {
    if (periArrestBy(seconds)) return "peri-arrest";
    const now = at(seconds).news2.total;
    const before = at(Math.max(0, seconds - physiology.outcomeWindowSeconds)).news2.total;
    if (now < before) return "improving";
    if (now > before) return "deteriorating";
    return "stable";
  };

  return {
    at,
    outcomeAt,
    monitorAt(seconds) {
      const { observations, news2 } = at(seconds);
      return {
        clockSeconds: Math.round(seconds),
        observations,
        news2,
        outcome: outcomeAt(seconds),
        alarms: alarmsOf(observations, news2),
      };
    },
  };
}

/** The time an action's dose takes hold: its n-th time plus the delay; never, if not (yet) given. */
function takesHoldAt(stop: ActionTime, times: ActionTimes) {
  const given = times.get(stop.action)?.[stop.occurrence - 1];
  return given === undefined ? Infinity : given + stop.afterSeconds;
}

/** Builds up over the onset, holds, then wears off over the onset again. */
function effectShare(
  effect: { onsetSeconds: number; lastsSeconds?: number },
  since: number,
): number {
  const onset = effect.onsetSeconds;
  const rising = onset === 0 ? 1 : Math.min(1, since / onset);
  if (effect.lastsSeconds === undefined) return rising;
  const wearingFor = since - onset - effect.lastsSeconds;
  if (wearingFor <= 0) return rising;
  return Math.max(0, 1 - wearingFor / Math.max(onset, 1));
}

type RawValues = Record<Vital, number>;

function startValues(physiology: PhysiologyDefinition, seed: number): RawValues {
  const { start } = physiology;
  const raw: RawValues = { ...start, consciousness: acvpuLevels.indexOf(start.consciousness) };
  for (const [vital, spread] of Object.entries(physiology.variation) as [Vital, number][]) {
    raw[vital] += spread * seededUnit(seed, vital);
  }
  return raw;
}

/** A number in [-1, 1] fixed by the seed and the parameter (mulberry32's mixing). */
export function seededUnit(seed: number, salt: string) {
  let h = seed >>> 0;
  for (let i = 0; i < salt.length; i++) h = Math.imul(h ^ salt.charCodeAt(i), 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), h | 1);
  h ^= h + Math.imul(h ^ (h >>> 7), h | 61);
  return (((h ^ (h >>> 14)) >>> 0) / 4294967295) * 2 - 1;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** What a monitor and a chart would read: whole numbers, temperatures to a tenth, within life. */
function observationsFrom(raw: RawValues, onOxygen: boolean): Observations {
  return {
    respiratoryRate: Math.round(clamp(raw.respiratoryRate, 0, 70)),
    spo2: Math.round(clamp(raw.spo2, 50, 100)),
    systolic: Math.round(clamp(raw.systolic, 30, 250)),
    diastolic: Math.round(clamp(raw.diastolic, 15, 150)),
    heartRate: Math.round(clamp(raw.heartRate, 20, 220)),
    temperature: oneDecimal(clamp(raw.temperature, 32, 42.5)),
    consciousness: acvpuLevels[Math.round(clamp(raw.consciousness, 0, 4))]!,
    capillaryRefill: oneDecimal(clamp(raw.capillaryRefill, 1, 10)),
    onOxygen,
  };
}

function isPeriArrest(physiology: PhysiologyDefinition, observations: Observations) {
  const limits = physiology.periArrest;
  const below = (value: number, limit?: number) => limit !== undefined && value < limit;
  return (
    below(observations.systolic, limits.systolicBelow) ||
    below(observations.spo2, limits.spo2Below) ||
    below(observations.respiratoryRate, limits.respiratoryRateBelow) ||
    (limits.heartRateAbove !== undefined && observations.heartRate > limits.heartRateAbove) ||
    (limits.consciousnessAtLeast !== undefined &&
      acvpuLevels.indexOf(observations.consciousness) >=
        acvpuLevels.indexOf(limits.consciousnessAtLeast))
  );
}

const alarmWords: Record<News2Parameter, (o: Observations) => string> = {
  respiratoryRate: (o) => `Respiration rate ${o.respiratoryRate} per minute`,
  spo2: (o) => `SpO₂ ${o.spo2}%`,
  airOrOxygen: () => "On oxygen",
  systolic: (o) => `Systolic blood pressure ${o.systolic} mmHg`,
  heartRate: (o) => `Pulse ${o.heartRate} per minute`,
  consciousness: (o) => `Consciousness: ${acvpuWords[o.consciousness].toLowerCase()}`,
  temperature: (o) => `Temperature ${o.temperature.toFixed(1)} °C`,
};

/** A parameter in its red band (NEWS2 3) sounds an alarm, as a monitor set to the chart would. */
function alarmsOf(observations: Observations, news2: News2): Alarm[] {
  return (Object.keys(news2.parts) as News2Parameter[])
    .filter((parameter) => news2.parts[parameter] === 3)
    .map((parameter) => ({ parameter, text: alarmWords[parameter](observations) }));
}
