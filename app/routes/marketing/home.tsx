import { brand } from "@common/brand";
import { homePage } from "@server/content/home-page";
import { pageMeta } from "~/lib/meta";
import { BlogTeaser } from "~/features/blog-teaser/blog-teaser";
import { Benefits } from "~/features/home-page/benefits";
import { ClosingCta } from "~/features/home-page/closing-cta";
import { HomeHero } from "~/features/home-page/home-hero";
import { PartnerStrip } from "~/components/marketing/partner-strip";
import type { Route } from "./+types/home";
import { completeAsHtmlHandle } from "~/components/layout/served-without-scripts";

export async function loader({ context }: Route.LoaderArgs) {
  return homePage(context);
}

export const handle = completeAsHtmlHandle;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    brand.name,
    "Realistic, flexible clinical skills training for doctors, nurses, midwives, paramedics and students: VR practice, a tutor that stops unsafe steps and explains why, and progress you can see.",
  );

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <Benefits />
      <PartnerStrip />
      <BlogTeaser articles={loaderData.articles} />
      <ClosingCta launched={loaderData.launched} />
    </>
  );
}
