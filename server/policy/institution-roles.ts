/**
 * What a person may be in an institution. Managers and reporters are named in
 * `institution_managers` (its `role`: decisions 0036 and 0064): a manager does everything in the
 * manager area; a reporter reads and exports only, so every change answers them 404. The
 * educator (runs facilitated practice: issue 31) is granted nowhere yet; its rights are set here
 * so that granting one is a matter of data, and the gates already ask.
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
