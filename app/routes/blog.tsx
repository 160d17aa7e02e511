import { PageHeader } from "~/components/sections/page-header";
import { TagList } from "~/components/ui/tag-list";
import { formatContentDate } from "~/lib/content/dates";
import { loaderMeta } from "~/lib/loader-meta";
import { listBlogPosts } from "~/content/documents";
import { pageMeta } from "~/lib/seo";
import { pageRef, pathTo } from "~/route-paths";

const description =
  "Notes on app costs, fixed scope or time and materials, discovery calls, hiring an Indian agency from abroad, and how we run projects to handover.";

export const loader = () => ({
  meta: pageMeta({ title: "Blog", description, page: pageRef("blog") }),
});

export const meta = loaderMeta;

export default function BlogPage() {
  return <BlogIndex posts={listBlogPosts()} />;
}

function BlogIndex({ posts }: { posts: ReturnType<typeof listBlogPosts> }) {
  return (
    <>
      <PageHeader title="Blog" lead={description}>
        <p className="mt-4 text-sm">
          <a
            href={pathTo("blog-rss")}
            className="font-medium text-primary underline underline-offset-4"
          >
            Subscribe via RSS
          </a>
        </p>
      </PageHeader>
      <ol className="mx-auto grid max-w-4xl gap-6 px-4 pb-24" aria-label="Posts, newest first">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm">
              <p className="text-sm text-muted-foreground">
                <time dateTime={post.date}>{formatContentDate(post.date)}</time>
                <span aria-hidden="true"> · </span>
                <span>{post.readingMinutes} min read</span>
              </p>
              <h2 className="mt-2 text-2xl font-bold tracking-tight">
                <a href={pathTo("blog-post", { slug: post.slug })} className="hover:underline">
                  {post.title}
                </a>
              </h2>
              <p className="mt-3 text-muted-foreground">{post.summary}</p>
              <TagList tags={post.tags} className="mt-4" />
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}
