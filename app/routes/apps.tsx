import { data } from "react-router";
import type { Route } from "./+types/apps";
import { PageHeader } from "~/components/sections/page-header";
import { appCategoryPages, solutionAreas } from "~/content/apps";
import { pageMeta } from "~/lib/seo";

// Serves /apps, /apps/{slug} and /solutions/{area}: one screen, focused differently.
export function loader({ params }: Route.LoaderArgs) {
  if (params.area !== undefined) {
    const area = solutionAreas.find((a) => a.slug === params.area);
    if (!area) throw data(null, { status: 404 });
    return {
      focus: { kind: "solution" as const, title: area.title, path: `/solutions/${area.slug}` },
    };
  }
  if (params.slug !== undefined) {
    const category = appCategoryPages.find((c) => c.slug === params.slug);
    if (!category) throw data(null, { status: 404 });
    return {
      focus: {
        kind: "category" as const,
        title: `${category.title} App Development`,
        path: `/apps/${category.slug}`,
      },
    };
  }
  return { focus: null };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const focus = loaderData?.focus;
  return focus
    ? pageMeta({
        title: focus.title,
        description: `${focus.title}: features, timelines and costs for custom apps built by our team in India.`,
        path: focus.path,
      })
    : pageMeta({
        title: "Our App Solutions",
        description:
          "Ready-to-customise app solutions: eCommerce, food delivery, fintech, healthcare, fitness, OTT, social, booking and more.",
        path: "/apps",
      });
};

export default function AppsPage({ loaderData }: Route.ComponentProps) {
  const { focus } = loaderData;
  return <PageHeader title={focus ? focus.title : "Our App Solutions"} />;
}
