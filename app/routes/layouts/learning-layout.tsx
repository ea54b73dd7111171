import { Outlet } from "react-router";
import { partnerBrandOf } from "@common/institutions/partner-brand";
import { OfflineSupport } from "~/features/learning/offline/offline-support";
import { requireUser } from "@server/accounts/require-user";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { VerifyEmailBanner } from "~/components/layout/verify-email-banner";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/learning-layout";

/**
 * Everything under this layout is for signed-in people: the layout's own gate covers the whole
 * subtree, and each screen's loader asks again for what it needs (a complete profile).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request, { profile: "any" });
  // `owner`: whose lessons and notes the service worker keeps on this device (decision 0041).
  return { partner: partnerBrandOf(user.seat), owner: user.id };
}

/** Dashboard, course and lesson screens: the compact footer (docs/product/public-site.md#footer). */
export default function LearningLayout({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    // Printed (a debrief), the page is its content: no header, banner or footer.
    <div className="flex min-h-dvh flex-col print:block print:[&>:not(main)]:hidden">
      <SiteHeader
        user={root?.user ?? null}
        signOutTo="/login"
        showName
        partner={loaderData.partner}
      />
      {root?.user && !root.user.emailVerified && <VerifyEmailBanner email={root.user.email} />}
      <main id="main-content" className="flex-1">
        <OfflineSupport owner={loaderData.owner} enabled={!root?.hotReload}>
          <Outlet />
        </OfflineSupport>
      </main>
      <SiteFooter variant="compact" />
    </div>
  );
}
