import { Outlet } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { VerifyEmailBanner } from "~/components/layout/verify-email-banner";
import { useRootData } from "~/root";

/** Dashboard, course and lesson screens: the compact footer (docs/product.md#footer). */
export default function LearningLayout() {
  const root = useRootData();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={root?.user ?? null} signOutTo="/login" showName />
      {root?.user && !root.user.emailVerified && <VerifyEmailBanner email={root.user.email} />}
      <main id="main-content" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter variant="compact" />
    </div>
  );
}
