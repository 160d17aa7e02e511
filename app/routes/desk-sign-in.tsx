import { data } from "react-router";
import type { Route } from "./+types/desk-sign-in";
import { buttonClasses } from "~/components/ui/button";
import { deskReturnPath, deskSignInFormPath } from "~/desk/desk-paths";
import { pathTo } from "~/route-paths";
import { siteConfig } from "~/site.config";
import { deskCookieHeader } from "~/server/desk-auth.server";
import {
  deskHeaders,
  deskRedirect,
  deskResponseHeaders,
  field,
  isSecureRequest,
  crossSiteRefusal,
} from "~/server/desk-request.server";
import { servicesOf } from "~/server/load-context.server";

export const meta = () => [
  { title: `Sign in | Desk | ${siteConfig.brandName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = deskHeaders;

/**
 * The mailed link opens this page. Opening it changes nothing (a mail scanner may fetch it);
 * the button posts the token and that signs in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const token = query.get("token") ?? "";
  const { deskAuth } = await servicesOf(context);
  return {
    usable: await deskAuth.linkIsUsable(token),
    // Opened without a link's token (typed or bookmarked): nothing expired, there is just no link.
    hasToken: token !== "",
    token,
    next: deskReturnPath(query.get("next")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const { deskAuth } = await servicesOf(context);
  const form = await request.formData();
  const signedIn = await deskAuth.signIn(field(form, "token", 100));
  if (!signedIn) {
    return data({ invalid: true }, { status: 400, headers: deskResponseHeaders });
  }
  // The page the link was asked for from; anything but a desk path is refused for the list.
  return deskRedirect(deskReturnPath(field(form, "next", 1000)) ?? pathTo("desk"), {
    "Set-Cookie": deskCookieHeader(signedIn.sessionToken, isSecureRequest(request)),
  });
}

export default function DeskSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const usable = loaderData.usable && !(actionData && "invalid" in actionData);
  return (
    <div className="mx-auto max-w-md px-4 pt-12 pb-24">
      <h1 className="text-3xl font-extrabold tracking-tight">Sign in to the desk</h1>
      {usable ? (
        <form method="post" action={pathTo("desk-sign-in")} className="mt-6">
          <input type="hidden" name="token" value={loaderData.token} />
          {loaderData.next ? <input type="hidden" name="next" value={loaderData.next} /> : null}
          <p className="text-muted-foreground">This link works once. Sign in on this device:</p>
          <button type="submit" className={`${buttonClasses({ size: "lg" })} mt-4`}>
            Sign In
          </button>
        </form>
      ) : (
        <>
          <p role="status" className="mt-6 rounded-lg border p-4 font-medium">
            {loaderData.hasToken
              ? "This sign-in link has expired or was already used."
              : "The desk signs you in with a link sent to your work address."}
          </p>
          <a
            href={deskSignInFormPath({ next: loaderData.next })}
            className="mt-6 inline-block font-semibold text-primary underline"
          >
            {loaderData.hasToken ? "Ask for a New Link" : "Ask for a Sign-In Link"}
          </a>
        </>
      )}
    </div>
  );
}
