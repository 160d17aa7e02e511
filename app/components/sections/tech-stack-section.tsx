import { techGroups } from "~/content/technologies";
import { generatedImagePaths } from "~/lib/generated-images";
import { accentClasses } from "./accents";
import { SectionHeading, sectionPaddingY } from "./section-heading";
import { pathTo } from "~/route-paths";

const techItemId = (group: string, tech: string) => `tech-${group}-${tech}`;

interface TechStackSectionProps {
  /** The technology of a /tech-stack/{group}/{tech} page: marked among the others. */
  selected?: { group: string; tech: string };
  headingHidden?: boolean;
  /** Below a technology's own page: the whole stack follows under its own heading. */
  title?: string;
}

/** Three groups of five technologies, with logos served by the site. */
export function TechStackSection({ selected, headingHidden, title }: TechStackSectionProps) {
  return (
    <section
      id="tech-stack"
      aria-labelledby="tech-stack-title"
      className={`mx-auto max-w-7xl scroll-mt-20 px-4 sm:px-6 lg:px-8 ${sectionPaddingY(headingHidden)}`}
    >
      <SectionHeading
        id="tech-stack-title"
        eyebrow="Tech stack"
        title={title ?? "Modern tools, proven in production"}
        lead="We pick mature, well-supported technologies so your product stays fast, secure and easy to hire for."
        visuallyHidden={headingHidden}
      />
      <div className="grid gap-8 lg:grid-cols-3">
        {techGroups.map((group) => (
          <article
            key={group.slug}
            id={group.slug}
            aria-labelledby={`tech-group-${group.slug}`}
            data-testid="tech-group"
            className="overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm"
          >
            <div
              aria-hidden="true"
              className={`h-1.5 bg-gradient-to-r ${accentClasses[group.accent].bar}`}
            />
            <div className="p-6">
              <h3 id={`tech-group-${group.slug}`} className="text-xl font-semibold">
                {group.title}
              </h3>
              <p className="mt-2 text-muted-foreground">{group.description}</p>
              <ul className="mt-6 grid gap-3">
                {group.technologies.map((tech) => {
                  const isSelected = selected?.group === group.slug && selected.tech === tech.slug;
                  return (
                    <li key={tech.slug} id={techItemId(group.slug, tech.slug)}>
                      <a
                        href={pathTo("tech-stack", { group: group.slug, tech: tech.slug })}
                        aria-current={isSelected ? "page" : undefined}
                        data-testid="tech-item"
                        className={`flex items-center gap-4 rounded-xl border p-3 font-medium transition-colors hover:bg-muted ${
                          isSelected ? "bg-muted ring-2 ring-primary" : ""
                        }`}
                      >
                        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-white p-2 shadow-sm ring-1 ring-black/5">
                          <img
                            src={generatedImagePaths.techLogo(tech.logo)}
                            width={28}
                            height={28}
                            alt=""
                            loading="lazy"
                            decoding="async"
                          />
                        </span>
                        {tech.name}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
