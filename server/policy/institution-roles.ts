/**
 * What a person may be in an institution. Managers are named in `institution_managers`
 * (decision 0036) and do everything in the manager area. The reporter (read and export only:
 * issue 30) and the educator (runs facilitated practice: issue 31) are granted nowhere yet; their
 * rights are set here so that granting one is a matter of data, and the gates already ask.
 */
export type InstitutionRole = "manager" | "reporter" | "educator";

export type InstitutionRight = "view" | "change" | "facilitate";

const rightsOf: Record<InstitutionRole, readonly InstitutionRight[]> = {
  manager: ["view", "change"],
  reporter: ["view"],
  educator: ["facilitate"],
};

/** The actor's roles in one institution, as its gate read them in SQL. */
export type InstitutionStanding = { roles: readonly InstitutionRole[] };

export const holdsRight = (standing: InstitutionStanding, right: InstitutionRight) =>
  standing.roles.some((role) => rightsOf[role].includes(right));

/** A cohort is reached only through its own institution. */
export type CohortStanding = InstitutionStanding & {
  institutionId: string;
  cohort: { institutionId: string };
};

export const cohortInInstitution = (standing: CohortStanding) =>
  standing.cohort.institutionId === standing.institutionId;
