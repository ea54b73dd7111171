import { build } from "../../scripts/build";
import { buildIsStale } from "../../scripts/build-freshness";

/**
 * Vitest global setup: the production build the test files share (tests/support/test-app.ts),
 * made once before the workers start, and only when a source changed since the last one.
 */
export function setup() {
  if (buildIsStale()) build();
}
