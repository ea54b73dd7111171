import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { WriteControls } from "./write-controls";

export type CohortMembersData = {
  institution: { id: string; name: string };
  cohort: { id: string; name: string };
  members: { userId: string; name: string; email: string }[];
  memberCount: number;
  page: number;
  pageCount: number;
};

/** The cohort's learners a page at a time, each with a button to take them out of it. */
export function CohortMembersList({ data }: { data: CohortMembersData }) {
  const { institution, cohort, page, pageCount } = data;
  const here = `/manage/${institution.id}/cohorts/${cohort.id}/settings`;
  return (
    <section
      aria-labelledby="members-heading"
      className="grid gap-4 rounded-xl border border-border bg-surface p-6"
    >
      <h2 id="members-heading" className="text-xl font-semibold">
        {`Learners (${data.memberCount})`}
      </h2>
      {data.members.length === 0 ? (
        <p className="text-muted">No learners in this cohort yet.</p>
      ) : (
        <ul className="grid divide-y divide-border">
          {data.members.map((member) => (
            <li
              key={member.userId}
              className="flex flex-wrap items-center justify-between gap-3 py-2"
            >
              <span>
                <span className="font-medium">{member.name}</span>
                <span className="block text-sm break-all text-muted">{member.email}</span>
              </span>
              <WriteControls>
                <Form method="post">
                  <input type="hidden" name="userId" value={member.userId} />
                  <Button
                    type="submit"
                    name="intent"
                    value="remove-member"
                    variant="outline"
                    size="sm"
                  >
                    Remove<span className="sr-only">{` ${member.name} from ${cohort.name}`}</span>
                  </Button>
                </Form>
              </WriteControls>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-muted">
        Removing a learner from the cohort keeps their seat, progress and results.
      </p>
      {pageCount > 1 && (
        <nav
          aria-label="Pages of learners"
          className="flex items-center justify-between gap-4 text-sm"
        >
          {page > 1 ? <Link to={`${here}?page=${page - 1}`}>Previous page</Link> : <span />}
          <span>{`Page ${page} of ${pageCount}`}</span>
          {page < pageCount ? <Link to={`${here}?page=${page + 1}`}>Next page</Link> : <span />}
        </nav>
      )}
    </section>
  );
}
