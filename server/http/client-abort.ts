/**
 * nginx's status for a request whose client closed the connection before it was answered
 * (decision 0044). React Router answers such a request 500 (its handler refuses to go on
 * once `request.signal` is aborted), but nothing failed on our side: logs and metrics record
 * the abort as 499, at info level, so it never pages an operator.
 */
export const clientClosedRequest = 499;

/** True when the client went away before the answer: @hono/node-server aborts the signal. */
export function clientWentAway(request: Request) {
  return request.signal.aborted;
}
