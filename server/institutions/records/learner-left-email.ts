import { brand } from "@common/brand";
import { renderEmail } from "../../mail/email-layout";

const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** A calendar date ("2033-03-02") as people read it: "2 March 2033". */
export const readableDate = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

/** What a manager is told when a learner of theirs deletes their Clinova account. */
export function learnerLeftEmail(departure: {
  institutionName: string;
  learnerName: string;
  recordCount: number;
  eraseAfter: string;
  url: string;
}) {
  const { institutionName, learnerName, recordCount } = departure;
  const records = recordCount === 1 ? "1 training record" : `${recordCount} training records`;
  return {
    subject: `${learnerName} has left ${brand.name}`,
    ...renderEmail({
      heading: `${learnerName} has deleted their ${brand.name} account`,
      paragraphs: [
        `${learnerName} deleted their account, so their seat at ${institutionName} is free again.`,
        recordCount > 0
          ? `${institutionName} keeps ${records} for them: each course, completion date, score and certificate number, as your staff training records require. They are kept until ${readableDate(departure.eraseAfter)}, then erased.`
          : `They had no assigned or completed courses, so there was no training record to keep.`,
      ],
      action: { label: "See training records", url: departure.url },
      footnote: `You receive this because you manage ${institutionName} on ${brand.name}.`,
    }),
  };
}
