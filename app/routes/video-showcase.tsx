import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Video Showcase",
    description:
      "Short demos of apps and platforms we have built, from AI-driven CRMs to mobile experiences.",
    path: "/video-showcase",
  });

export default function VideoShowcasePage() {
  return (
    <PageHeader
      title="Video Showcase"
      lead="Short demos of apps and platforms we have built, from AI-driven CRMs to mobile experiences."
    />
  );
}
