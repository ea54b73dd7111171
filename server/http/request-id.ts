import { randomUUID } from "node:crypto";

const acceptable = /^[\w.-]{8,128}$/;

/** Keep a well-formed id given by a proxy in front of us; otherwise make one. */
export function requestIdFrom(header: string | undefined) {
  return header && acceptable.test(header) ? header : randomUUID();
}
