import { z } from "../zod";
import { listQuerySchema } from "./list-query";

/** The queue of institution names people typed: searched by name; oldest proposal first. */
export const institutionNameListQuery = listQuerySchema(
  ["name", "proposedAt", "profiles"] as const,
  { sort: "proposedAt", dir: "asc" },
);
export type InstitutionNameListSort = (typeof institutionNameListQuery)["_output"]["sort"];

export const institutionNameMessages = {
  approved: "Name approved",
  merged: "Names merged",
  rejected: "Name rejected",
  notPending: "That name is no longer waiting: another admin has dealt with it.",
  chooseTarget: "Choose the approved name to merge it into.",
  unknownTarget: "Choose a name from the approved list.",
  unknownAction: "We could not tell what to do. Please try again.",
} as const;

const nameId = z.uuid({ error: institutionNameMessages.unknownAction });

/** A row's three buttons: approve, merge into an approved name (typed or picked), reject. */
export const institutionNameDecisionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("approve"), nameId }),
    z.object({ intent: z.literal("reject"), nameId }),
    z.object({
      intent: z.literal("merge"),
      nameId,
      into: z
        .string({ error: institutionNameMessages.chooseTarget })
        .trim()
        .min(1, institutionNameMessages.chooseTarget)
        .max(200, institutionNameMessages.unknownTarget),
    }),
  ],
  { error: institutionNameMessages.unknownAction },
);

export type InstitutionNameDecision = z.output<typeof institutionNameDecisionSchema>;
