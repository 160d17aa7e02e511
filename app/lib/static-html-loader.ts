/**
 * The `clientLoader` of a page with `<StaticHtml>` blocks (app/components/static-html.tsx). On a
 * client-side navigation it gets the route's data as usual (`serverLoader`) and, alongside, the
 * page's own HTML, from which each block takes its markup by id. The first load needs neither:
 * the document already holds the markup, and a route without `clientLoader.hydrate` does not run
 * it then. A prerendered page's HTML is a static, cached file, like its data.
 */
export async function withStaticHtml<Data extends object>({
  request,
  serverLoader,
}: {
  request: Request;
  serverLoader: () => Promise<Data>;
}): Promise<Data & { staticHtml: Record<string, string> }> {
  const [data, staticHtml] = await Promise.all([serverLoader(), fetchStaticHtml(request)]);
  return { ...data, staticHtml };
}

async function fetchStaticHtml(request: Request): Promise<Record<string, string>> {
  const url = new URL(request.url);
  const response = await fetch(url.pathname + url.search, {
    headers: { Accept: "text/html" },
    signal: request.signal,
  });
  if (!response.ok) throw new Response(null, { status: response.status });
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const blocks: Record<string, string> = {};
  // Only the page's own blocks: the footer's are the same on every page and stay as they are.
  for (const block of page.querySelectorAll<HTMLElement>("main [data-static-html]")) {
    const id = block.dataset.staticHtml;
    if (id && !(id in blocks)) blocks[id] = block.innerHTML;
  }
  return blocks;
}
