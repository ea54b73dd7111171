/** What one logged action did: the scenario's errors it made, by id (none: it was right). */
export type ActionOutcome = { errorIds: string[] };

const errorPrefix = "error:";

/**
 * The text the log's `outcome` column keeps (`ok`, or `error:<id>,error:<id>`), written and read
 * only here so the rest of the session handles the typed value.
 */
export function outcomeText(outcome: ActionOutcome) {
  return outcome.errorIds.length
    ? outcome.errorIds.map((id) => `${errorPrefix}${id}`).join(",")
    : "ok";
}

export function parseOutcome(text: string): ActionOutcome {
  if (!text.startsWith(errorPrefix)) return { errorIds: [] };
  return {
    errorIds: text
      .split(",")
      .map((part) => (part.startsWith(errorPrefix) ? part.slice(errorPrefix.length) : part)),
  };
}
