/** What a probe at one rate found: answers, failures and latency of the 2xx answers. */
export type ProbeFigure = {
  served: number;
  otherStatus: number;
  networkErrors: number;
  p50: number;
  p99: number;
};
export type Probe = ProbeFigure & { rate: number };

/** The tail a rate may have and still count as within capacity (issue 33). */
export const capacityP99Ms = 500;

const withinCapacity = (figure: ProbeFigure) =>
  figure.otherStatus === 0 && figure.networkErrors === 0 && figure.p99 <= capacityP99Ms;

/**
 * The highest offered rate (requests/s, whole numbers) at which `probe` still finds every answer
 * 2xx and p99 ≤ 500 ms: rates grow by half again until one fails, then the gap is halved four
 * times. A server that fails the first rate has a capacity of 0.
 */
export async function findCapacity(
  probe: (rate: number) => Promise<ProbeFigure>,
  { start = 10, growth = 1.5, ceiling = 2_000 } = {},
) {
  let good = 0;
  let bad = 0;
  for (let rate = start; rate <= ceiling; rate = Math.ceil(rate * growth)) {
    if (withinCapacity(await probe(rate))) good = rate;
    else {
      bad = rate;
      break;
    }
  }
  if (bad === 0) return good;
  for (let step = 0; step < 4 && bad - good > 1; step++) {
    const middle = Math.round((good + bad) / 2);
    if (withinCapacity(await probe(middle))) good = middle;
    else bad = middle;
  }
  return good;
}
