import { Link } from "react-router";
import { brand } from "@common/brand";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    brand.name,
    "Realistic, flexible clinical skills training for doctors, nurses, midwives, paramedics and students.",
  );

export default function Home() {
  return (
    <section className="bg-gradient-to-b from-primary-50 to-surface">
      <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 px-6 py-24">
        <h1 className="max-w-3xl text-5xl font-semibold tracking-tight text-balance">
          Take control of your clinical skills training
        </h1>
        <p className="max-w-2xl text-lg text-muted">
          Practise the procedures you perform every day in realistic virtual scenarios, learn at
          your own pace with guided lessons, and track your progress towards confident, safe care.
        </p>
        <Link
          to="/signup"
          className="focus-ring rounded-md bg-primary-700 px-6 py-3 font-medium text-white hover:bg-primary-800"
        >
          Sign Up
        </Link>
      </div>
    </section>
  );
}
