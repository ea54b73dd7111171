/** A question of the bank, as the draw needs it: no text, no key. */
export type BankEntry = { id: string; outcome: string; options: string[] };

/** One question as an attempt shows it: its id and its options' stored letters in the order shown. */
export type DrawnQuestion = { id: string; options: string[] };

/** A whole number from 0 up to (not including) `bound`. */
export type RandomInt = (bound: number) => number;

/** Uniform and unpredictable: Web Crypto (Node and browsers alike), rejection-sampled. */
export const cryptoRandomInt: RandomInt = (bound) => {
  if (bound <= 1) return 0;
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while (word[0]! >= limit);
  return word[0]! % bound;
};

/** Fisher–Yates on a copy. */
export function shuffled<T>(items: readonly T[], randomInt: RandomInt): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * An attempt's questions (docs/product/learning.md#assessment): `drawCount` of the bank, one from
 * each learning outcome first (as many outcomes as fit when there are more outcomes than
 * questions to draw), the rest at random, in a random order, each question's options shuffled.
 */
export function drawQuestions(
  bank: readonly BankEntry[],
  drawCount: number,
  randomInt: RandomInt,
): DrawnQuestion[] {
  const byOutcome = new Map<string, BankEntry[]>();
  for (const entry of bank)
    byOutcome.set(entry.outcome, [...(byOutcome.get(entry.outcome) ?? []), entry]);
  const count = Math.max(0, Math.min(drawCount, bank.length));
  const oneOfEach = shuffled([...byOutcome.values()], randomInt)
    .slice(0, count)
    .map((group) => group[randomInt(group.length)]!);
  const chosen = new Set(oneOfEach.map((entry) => entry.id));
  const rest = shuffled(
    bank.filter((entry) => !chosen.has(entry.id)),
    randomInt,
  ).slice(0, count - oneOfEach.length);
  return shuffled([...oneOfEach, ...rest], randomInt).map((entry) => ({
    id: entry.id,
    options: shuffled(entry.options, randomInt),
  }));
}
