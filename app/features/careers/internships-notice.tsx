import { GraduationCap } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";

/** Internships, with the current cohort filled (docs/product/public-site.md#careers). */
export function InternshipsNotice() {
  return (
    <section aria-labelledby="internships-heading">
      <Container>
        <div className="grid gap-5 rounded-3xl border border-[#fedf89] bg-warning-soft p-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:p-8">
          <span className="grid size-12 place-content-center rounded-2xl bg-surface text-warning shadow-xs">
            <GraduationCap aria-hidden="true" className="size-6" />
          </span>
          <div className="grid gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="internships-heading" className="text-2xl font-semibold">
                Internships
              </h2>
              <Badge variant="warning">Current cohort filled</Badge>
            </div>
            <p className="max-w-3xl text-ink/85">
              Each summer we pair students of nursing, medicine, paramedic science, computing and
              design with a mentor for twelve weeks of real project work, from writing a scenario to
              shipping a feature. Our current cohort is filled, so we are not taking internship
              applications right now. Send us your CV below and we will tell you when the next round
              opens.
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
