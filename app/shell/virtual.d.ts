/** The URL of the built shell module (scripts/vite-plugin-shell-module.ts). */
declare module "virtual:shell-module" {
  const url: string;
  export default url;
}
