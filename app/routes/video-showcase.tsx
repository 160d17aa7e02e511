import { LayoutGrid } from "lucide-react";
import { Island } from "~/components/island";
import { CallToActionBand } from "~/components/sections/call-to-action-band";
import { PageHeader } from "~/components/sections/page-header";
import { VideoShowcase } from "~/components/video/video-showcase";
import { islandHandle } from "~/lib/islands";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { videoJsonLd } from "~/lib/structured-data";
import { demoVideos } from "~/content/videos";
import { pageRef, pathTo } from "~/route-paths";

const lead =
  "Short demos of apps and platforms we have built, from AI-driven CRMs and logistics SaaS to mobile payments.";

export const loader = () => ({
  meta: pageMeta({
    title: "Video Showcase",
    description: lead,
    page: pageRef("video-showcase"),
    jsonLd: demoVideos.map((video) =>
      videoJsonLd({ ...video, pagePath: pathTo("video-showcase") }),
    ),
  }),
});

/** An island: this page loads React in the browser (app/lib/islands.ts). */
export const handle = islandHandle("video-showcase");
export const meta = loaderMeta;

export default function VideoShowcasePage() {
  return (
    <>
      <PageHeader eyebrow="See our work in motion" title="Video Showcase" lead={lead} />
      <Island name="video-showcase" component={VideoShowcase} props={{}} />
      <VideoNextStep />
    </>
  );
}

/** After the demos, the way on: the projects behind them, or a call. */
function VideoNextStep() {
  return (
    <CallToActionBand
      id="video-next-title"
      title="Want the whole story behind a demo?"
      call="freeConsultation"
      second={{ href: pathTo("portfolio"), label: "See the Case Studies", icon: LayoutGrid }}
    >
      Our case studies say what we built, for whom, in how many weeks and what changed after launch.
      Or book a free consultation and we will show you the work closest to your idea.
    </CallToActionBand>
  );
}
