/** Where the sales conversation with an institution stands (the CHECK of institution_enquiries). */
export const enquiryStatuses = ["new", "contacted", "won", "lost"] as const;

export type EnquiryStatus = (typeof enquiryStatuses)[number];

export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
};

export const isEnquiryStatus = (value: unknown): value is EnquiryStatus =>
  enquiryStatuses.includes(value as EnquiryStatus);
