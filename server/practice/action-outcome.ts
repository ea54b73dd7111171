/**
 * What one log entry did. An action done: the scenario's errors it made, by id (none: it was
 * right). `kind` "stopped": an action the tutor stopped before it was done, with the errors it
 * would have made; "asked": a question to the tutor. Neither changes the session's state.
 */
export type ActionOutcome = { errorIds: string[]; kind?: "stopped" | "asked" };

const errorPrefix = "error:";
const stoppedPrefix = "stopped:";
const asked = "asked";

const joined = (prefix: string, ids: readonly string[]) =>
  ids.map((id) => `${prefix}${id}`).join(",");

const ids = (text: string, prefix: string) =>
  text.split(",").map((part) => (part.startsWith(prefix) ? part.slice(prefix.length) : part));

/**
 * The text the log's `outcome` column keeps (`ok`, `error:<id>,error:<id>`,
 * `stopped:<id>,stopped:<id>` or `asked`), written and read only here so the rest of the session
 * handles the typed value.
 */
export function outcomeText(outcome: ActionOutcome) {
  if (outcome.kind === "asked") return asked;
  if (outcome.kind === "stopped") return joined(stoppedPrefix, outcome.errorIds);
  return outcome.errorIds.length ? joined(errorPrefix, outcome.errorIds) : "ok";
}

export function parseOutcome(text: string): ActionOutcome {
  if (text === asked) return { errorIds: [], kind: "asked" };
  if (text.startsWith(stoppedPrefix)) {
    return { errorIds: ids(text, stoppedPrefix), kind: "stopped" };
  }
  if (!text.startsWith(errorPrefix)) return { errorIds: [] };
  return { errorIds: ids(text, errorPrefix) };
}
