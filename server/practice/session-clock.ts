import { replay, simulatedMs } from "@common/practice/engine";
import type { OwnedAttempt } from "./owned-attempt";

/**
 * The session's clock at `now`: real time since the start, sped up by the scenario's time scale
 * (a sepsis hour run in minutes), plus the time the steps themselves take (30 seconds of drying
 * is not made to be waited out), never earlier than the last action.
 */
export function clockMs(
  attempt: Pick<OwnedAttempt, "definition" | "log" | "startedAt">,
  now: Date,
) {
  const state = replay(attempt.definition, attempt.log);
  const scale = attempt.definition.physiology?.timeScale ?? 1;
  const elapsed = (now.getTime() - attempt.startedAt.getTime()) * scale;
  return Math.max(elapsed + simulatedMs(attempt.definition, attempt.log), state.clockMs);
}
