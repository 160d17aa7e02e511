import { Form, Link } from "react-router";
import { newsletterNote } from "~/content/forms";

/** The footer's newsletter box. Posts to /newsletter; the leads issue adds the double opt-in. */
export function NewsletterForm() {
  return (
    <Form
      method="post"
      action="/newsletter"
      className="max-w-sm"
      aria-labelledby="newsletter-title"
    >
      <h2 id="newsletter-title" className="text-sm font-semibold">
        Subscribe to our newsletter
      </h2>
      <div className="mt-3 flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@company.com"
          className="min-w-0 flex-1 rounded-lg border bg-background px-3 py-2 text-sm"
        />
        <button
          type="submit"
          className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground"
        >
          Subscribe
        </button>
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        {newsletterNote.before}
        <Link to={newsletterNote.privacy.href} className="underline">
          {newsletterNote.privacy.label}
        </Link>
        {newsletterNote.and}
        <Link to={newsletterNote.terms.href} className="underline">
          {newsletterNote.terms.label}
        </Link>
        {newsletterNote.after}
      </p>
    </Form>
  );
}
