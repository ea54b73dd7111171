import { notFound } from "@common/forms/action-answer";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isInboxItemId = (param: string | undefined): param is string =>
  param !== undefined && uuidPattern.test(param);

/** The item id of an inbox address; anything but a UUID is the back office's 404. */
export function inboxItemId(param: string | undefined): string {
  if (!isInboxItemId(param)) notFound();
  return param;
}
