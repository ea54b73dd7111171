import {
  acvpuWords,
  type MonitorView,
  type News2Parameter,
  type Observations,
  type PatientOutcome,
} from "@common/practice/observations";

/** How the patient is going, in words (never a colour or an arrow alone). */
export const outcomeWords: Record<PatientOutcome, string> = {
  improving: "Improving",
  stable: "Stable",
  deteriorating: "Deteriorating",
  "peri-arrest": "Peri-arrest",
};

/** A parameter's reading as a sentence says it: "pulse 124", "systolic 92". */
const spoken: Record<News2Parameter, (o: Observations) => string> = {
  respiratoryRate: (o) => `respiration rate ${o.respiratoryRate}`,
  spo2: (o) => `SpO₂ ${o.spo2}%`,
  airOrOxygen: (o) => (o.onOxygen ? "on oxygen" : "on air"),
  systolic: (o) => `systolic ${o.systolic}`,
  heartRate: (o) => `pulse ${o.heartRate}`,
  consciousness: (o) => `consciousness ${acvpuWords[o.consciousness].toLowerCase()}`,
  temperature: (o) => `temperature ${o.temperature.toFixed(1)}`,
};

/**
 * What changed between two readings of the monitor, as one short sentence for a polite live
 * region ("NEWS2 9, up from 7: pulse 124, systolic 92."), or "" when nothing a learner must hear
 * did: the parameters named are those whose NEWS2 score moved; figures moving within their band
 * are left to the table, or a screen reader would speak at every reading.
 */
export function changeSentence(before: MonitorView, now: MonitorView): string {
  const moved = (Object.keys(now.news2.parts) as News2Parameter[]).filter(
    (parameter) => now.news2.parts[parameter] !== before.news2.parts[parameter],
  );
  const sentences: string[] = [];
  if (moved.length > 0 || now.news2.total !== before.news2.total) {
    const total =
      now.news2.total === before.news2.total
        ? `NEWS2 still ${now.news2.total}`
        : `NEWS2 ${now.news2.total}, ${now.news2.total > before.news2.total ? "up" : "down"} from ${before.news2.total}`;
    const readings = moved.map((parameter) => spoken[parameter](now.observations));
    sentences.push(readings.length > 0 ? `${total}: ${readings.join(", ")}.` : `${total}.`);
  }
  if (now.outcome !== before.outcome) {
    sentences.push(`Patient ${outcomeWords[now.outcome].toLowerCase()}.`);
  }
  return sentences.join(" ");
}

/** New alarms since the last reading, for an assertive live region; "" when none sounded. */
export function alarmSentence(before: MonitorView, now: MonitorView): string {
  const sounding = new Set(before.alarms.map((alarm) => alarm.parameter));
  const fresh = now.alarms.filter((alarm) => !sounding.has(alarm.parameter));
  const texts = fresh.map((alarm) => alarm.text);
  if (now.outcome === "peri-arrest" && before.outcome !== "peri-arrest") {
    texts.unshift("The patient is peri-arrest");
  }
  return texts.length > 0 ? `Alarm: ${texts.join("; ")}.` : "";
}
