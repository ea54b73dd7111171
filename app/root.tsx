import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLoaderData,
} from "react-router";
import { takeFlashToast } from "@server/http/flash-toast";
import { brand } from "@common/brand";
import { ErrorPage } from "~/components/layout/error-page";
import { CanonicalMeta } from "~/components/layout/canonical-meta";
import { useServedWithoutScripts } from "~/components/layout/served-without-scripts";
import { Toaster, toast } from "~/components/ui/toaster";
import { SubscriptionSync } from "~/features/billing/subscription-sync";
import { useNonce } from "~/lib/nonce";
import { useRootData } from "~/lib/root-data";
import { ScrollToTop } from "~/lib/scroll-to-top";
import stylesheet from "./app.css?url";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet ahead of the script preloads, so on a slow
  // network the one file that blocks the first paint is not queued behind the JavaScript.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installable as an app (decision 0041); the service worker itself registers only on the
  // learner's screens, so public pages stay free of JavaScript.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toast: flash, headers } = takeFlashToast(request);
  const sessionUser = await context.sessionUser();
  const user = sessionUser
    ? {
        email: sessionUser.email,
        emailVerified: sessionUser.emailVerified,
        displayName: sessionUser.person.displayName,
        initial: sessionUser.person.initial,
        managesInstitution: sessionUser.managesInstitution,
        unreadNotices: sessionUser.unreadNotices,
      }
    : null;
  return data(
    {
      user,
      toast: flash,
      contactEmail: context.config.contactEmail,
      appUrl: context.config.appUrl,
      hotReload: context.hotReload,
    },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRootData();
  const withoutScripts = useServedWithoutScripts();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#165e5a" />
        <Meta />
        <CanonicalMeta appUrl={root?.appUrl} />
        <link
          rel="alternate"
          type="application/rss+xml"
          title={`${brand.name} blog`}
          href="/blog/rss.xml"
        />
        <Links />
      </head>
      <body className="min-h-dvh bg-canvas text-ink antialiased">
        {children}
        {withoutScripts ? null : (
          <>
            <Toaster />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const { toast: flash } = useLoaderData<typeof loader>();
  useEffect(() => {
    // A navigation and a revalidation can both read the flash cookie before either clears it:
    // the same toast under one id is shown once (sonner updates it instead of adding another).
    if (flash) {
      const id = `flash:${flash.type}:${flash.title}:${flash.description ?? ""}`;
      toast[flash.type](flash.title, { description: flash.description, id });
    }
  }, [flash]);
  useEffect(() => {
    // A marker for browser tests: menus and dialogs answer clicks only once React has hydrated.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <ScrollToTop />
      <SubscriptionSync />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
