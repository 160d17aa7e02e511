import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { BookingButton } from "~/components/booking-button";
import { MarkdownArticle } from "~/components/content/markdown-article";
import { PageHeader } from "~/components/sections/page-header";
import { formatContentDate } from "~/lib/content/dates";
import { loaderMeta } from "~/lib/loader-meta";
import { pageRef, pathTo } from "~/route-paths";
import { blogPostingJsonLd } from "~/lib/structured-data";
import { getBlogPost } from "~/content/documents";
import { callButtonLabels } from "~/content/facts";
import { pageMeta } from "~/lib/seo";
import { buttonClasses } from "~/components/ui/button";
import { teamMemberNamed, teamMemberPath } from "~/content/team";

/** A post's author as one of our people (name, role, card on /team), or null for a team's name. */
function authorOnTeam(author: string) {
  const member = teamMemberNamed(author);
  return member ? { name: member.name, jobTitle: member.role, path: teamMemberPath(member) } : null;
}

export function loader({ params }: Route.LoaderArgs) {
  const post = getBlogPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  const page = pageRef("blog-post", { slug: post.slug });
  return {
    slug: post.slug,
    meta: pageMeta({
      title: post.seoTitle ?? post.title,
      description: post.summary,
      page,
      article: { published: post.date, modified: post.updated },
      jsonLd: [
        blogPostingJsonLd({
          title: post.title,
          description: post.summary,
          datePublished: post.date,
          dateModified: post.updated,
          author: authorOnTeam(post.author) ?? post.author,
          path: page.path,
        }),
      ],
    }),
  };
}

export const meta = loaderMeta;

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const post = getBlogPost(loaderData.slug);
  // The loader made the same lookup and answered 404 when it failed.
  if (!post) throw new Error(`No blog post "${loaderData.slug}"`);
  return <BlogPost post={post} />;
}

function BlogPost({ post }: { post: NonNullable<ReturnType<typeof getBlogPost>> }) {
  const person = authorOnTeam(post.author);
  return (
    <article>
      <PageHeader
        breadcrumbs={{ path: pathTo("blog-post", { slug: post.slug }), title: post.title }}
        eyebrow={post.tags.join(" · ")}
        title={post.title}
        lead={post.summary}
      >
        {/* Each part on one line: a phone breaks the byline between them, not inside a date. */}
        <p className="mt-4 text-sm text-muted-foreground [&>span:not([aria-hidden])]:whitespace-nowrap">
          <span>
            By{" "}
            {person ? (
              <>
                <a href={person.path} className="font-medium text-foreground underline">
                  {person.name}
                </a>
                , {person.jobTitle}
              </>
            ) : (
              post.author
            )}
          </span>
          <span aria-hidden="true"> · </span>
          <span>
            <time dateTime={post.date}>{formatContentDate(post.date)}</time>
          </span>
          {post.updated ? (
            <>
              <span aria-hidden="true"> · </span>
              <span>
                Updated <time dateTime={post.updated}>{formatContentDate(post.updated)}</time>
              </span>
            </>
          ) : null}
          <span aria-hidden="true"> · </span>
          <span>{post.readingMinutes} min read</span>
        </p>
      </PageHeader>
      <MarkdownArticle
        html={post.html}
        headings={post.headings}
        footer={
          <footer className="flex flex-wrap items-center justify-between gap-4 border-t pt-8">
            <a
              href={pathTo("blog")}
              className="font-medium text-primary underline underline-offset-4"
            >
              ← All Posts
            </a>
            <BookingButton event="discoveryCall" className={buttonClasses()}>
              {callButtonLabels.discoveryCall.action}
            </BookingButton>
          </footer>
        }
      />
    </article>
  );
}
