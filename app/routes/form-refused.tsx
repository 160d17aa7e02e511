import { formatTitle } from "~/lib/page-title";
import { siteConfig } from "~/site.config";
import { pathTo } from "~/route-paths";
import { buttonClasses } from "~/components/ui/button";
import { useCspNonce } from "~/hooks/use-csp-nonce";

/**
 * The refusal answers a post to the form's own URL (/contact, say). The address becomes this
 * page's own at once, so a reload shows the refusal again instead of offering to post the form a
 * second time, and the address bar does not name a page the visitor is not on.
 */
const ownAddressScript = `history.replaceState(history.state,"",${JSON.stringify(pathTo("form-refused"))})`;

/**
 * What a visitor sees when the server refuses a form post that did not come from this site's own
 * pages (403). server.ts renders it once at start-up and serves that copy for every refusal, so
 * a flood of forged posts costs no rendering.
 */
export default function FormRefused() {
  const nonce = useCspNonce();
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col justify-center px-4 pt-24 pb-16">
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ownAddressScript }} />
      <title>{formatTitle("Form not accepted")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold sm:text-3xl sm:font-extrabold">
        This form was not accepted
      </h1>
      <p className="mt-4 text-muted-foreground">
        It was sent from a page that is not part of {siteConfig.brandName}&apos;s website, so
        nothing was stored. If you filled in one of our forms, open it again on our site and send it
        from there.
      </p>
      <p className="mt-4 text-muted-foreground">
        You can also write to{" "}
        <a
          href={`mailto:${siteConfig.contact.email}`}
          className="font-medium text-primary underline"
        >
          {siteConfig.contact.email}
        </a>
        .
      </p>
      <a
        href={pathTo("contact")}
        className={buttonClasses({ size: "lg", className: "mt-8 self-start" })}
      >
        Go to the contact page
      </a>
    </section>
  );
}
