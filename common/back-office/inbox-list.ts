import { z } from "../zod";
import { enquiryStatuses, type EnquiryStatus } from "./enquiry-status";
import { listQuerySchema } from "./list-query";

/** Contact messages: searched by name, email or message; newest first. */
export const messageListQuery = listQuerySchema(["name", "email", "receivedAt"] as const, {
  sort: "receivedAt",
  dir: "desc",
});
export type MessageListSort = (typeof messageListQuery)["_output"]["sort"];

/** Career applications: searched by name, the applicant's account email or cover letter. */
export const applicationListQuery = listQuerySchema(["name", "receivedAt"] as const, {
  sort: "receivedAt",
  dir: "desc",
});
export type ApplicationListSort = (typeof applicationListQuery)["_output"]["sort"];

/** Institution enquiries: searched by name, work email or message. */
export const enquiryListQuery = listQuerySchema(
  ["name", "workEmail", "numberOfUsers", "status", "receivedAt"] as const,
  { sort: "receivedAt", dir: "desc" },
);
export type EnquiryListSort = (typeof enquiryListQuery)["_output"]["sort"];

/**
 * The inbox's filters in the address: `?show=unread`, and for enquiries `?status=won`. An
 * unknown value shows everything rather than failing, as the list's own parameters do.
 */
export type InboxFilter = { unreadOnly: boolean; status: EnquiryStatus | null };

const filterSchema = z.object({
  show: z.enum(["all", "unread"]).catch("all"),
  status: z.enum(enquiryStatuses).nullable().catch(null),
});

export function readInboxFilter(url: string | URL): InboxFilter {
  const params = new URL(url).searchParams;
  const { show, status } = filterSchema.parse({
    show: params.get("show") ?? "all",
    status: params.get("status"),
  });
  return { unreadOnly: show === "unread", status };
}

/** The filter as address parameters, for links and the search form to keep. */
export function inboxFilterParams(filter: InboxFilter): Record<string, string> {
  return {
    ...(filter.unreadOnly && { show: "unread" }),
    ...(filter.status && { status: filter.status }),
  };
}
