import { useSearchParams } from "react-router";
import { Estimate } from "~/components/estimate/estimate";
import { Island } from "~/components/island";
import { islandHandle } from "~/lib/islands";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { estimateJsonLd } from "~/lib/structured-data";
import { pageRef, pathTo } from "~/route-paths";

/** An island: this page loads React in the browser (app/lib/islands.ts). */
export const handle = islandHandle("estimate");

const description =
  "Pick a plan and add-ons and see what your app or website would cost in INR, with the typical timeline, before you book a call.";

export const loader = () => ({
  meta: pageMeta({
    title: "Instant Project Estimate",
    description,
    page: pageRef("estimate"),
    jsonLd: [estimateJsonLd({ path: pathTo("estimate"), description })],
  }),
});
export const meta = loaderMeta;

/** /estimate: the page is its island, rendered from the URL's query by the server too. */
export default function EstimatePage() {
  const [searchParams] = useSearchParams();
  return <Island name="estimate" component={Estimate} props={{ query: searchParams.toString() }} />;
}
