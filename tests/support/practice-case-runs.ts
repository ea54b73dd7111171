/**
 * Good runs of the Premium cases, each action at its scenario second, as a session could record
 * them (each offered at its moment, none begun before the step before has ended): the case tests
 * score them and the practice bench replays the sepsis one.
 */
export const sepsisGoodRun: [actionId: string, atSeconds: number][] = [
  ["recognise-sepsis", 60],
  ["call-for-help", 120],
  ["assess-abcde", 180],
  ["give-oxygen", 240],
  ["attach-monitoring", 300],
  ["hand-hygiene", 360],
  ["put-on-gloves", 420],
  ["insert-cannula", 480],
  ["take-blood-cultures", 660],
  ["take-lactate-and-bloods", 780],
  ["give-antibiotics", 900],
  ["give-fluid-bolus", 1080],
  ["start-fluid-balance", 1200],
  ["look-for-source", 1320],
  ["reassess-after-bolus", 1440],
  ["sbar-handover", 2100],
];

export const anaphylaxisGoodRun: [actionId: string, atSeconds: number][] = [
  ["recognise-anaphylaxis", 20],
  ["stop-infusion", 40],
  ["call-for-help", 60],
  ["lie-flat", 80],
  ["give-im-adrenaline", 110],
  ["give-oxygen", 140],
  ["attach-monitoring", 170],
  ["give-fluid-bolus", 200],
  ["reassess", 300],
  ["repeat-im-adrenaline", 600],
  ["take-tryptase", 660],
  ["document-and-report", 720],
];
