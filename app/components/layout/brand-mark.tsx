import { siteConfig } from "~/site.config";

/** The brand's mark, its initial on the primary colour: beside the name in every bar and footer. */
export function BrandMark() {
  return (
    <span
      aria-hidden="true"
      className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary text-base font-bold text-primary-foreground shadow-sm"
    >
      {siteConfig.brandName.charAt(0)}
    </span>
  );
}
