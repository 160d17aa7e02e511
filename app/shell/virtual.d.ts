/** What the pages load in the browser, built by scripts/vite-plugin-browser-modules.ts. */
declare module "virtual:browser-modules" {
  const modules: {
    /** The shell module's URL: every page loads it. */
    shell: string;
    /** The desk's module's URL: only the desk's pages load it, after the shell. */
    desk: string;
    /** The real-user metrics module's URL: loaded only while reporting is switched on. */
    webVitals: string;
    /** Each island's inline module script, which imports its entry. */
    islandScripts: Record<import("~/lib/islands").IslandName, string>;
  };
  export default modules;
}
