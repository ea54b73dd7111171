import { notFound } from "@common/forms/action-answer";
import { isUuid } from "@common/uuid";

export const isInboxItemId = (param: string | undefined): param is string =>
  param !== undefined && isUuid(param);

/** The item id of an inbox address; anything but a UUID is the back office's 404. */
export function inboxItemId(param: string | undefined): string {
  if (!isInboxItemId(param)) notFound();
  return param;
}
