import { Portrait } from "~/components/artwork/portrait";
import { BookingButton } from "~/components/booking-button";
import { PageHeader } from "~/components/sections/page-header";
import { buttonClasses } from "~/components/ui/button";
import { companyFacts } from "~/content/facts";
import { portfolioProjects } from "~/content/portfolio";
import { portraitWidths } from "~/content/portraits";
import { teamGroups, teamMemberPath, teamMembers } from "~/content/team";
import { generatedImagePaths } from "~/lib/generated-images";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { teamJsonLd } from "~/lib/structured-data";
import { pageRef, pathTo } from "~/route-paths";
import { siteConfig } from "~/site.config";

export const loader = () => ({
  meta: pageMeta({
    title: "Our Team",
    description: `The ${teamMembers.length} people who lead design, engineering and delivery at ${siteConfig.brandName}: founders, engineers, designers and delivery leads, with each one's projects.`,
    page: pageRef("team"),
    jsonLd: teamJsonLd(
      teamMembers.map((member) => ({
        name: member.name,
        jobTitle: member.role,
        path: teamMemberPath(member),
        image: generatedImagePaths.portrait(member.slug, Math.max(...portraitWidths), "webp"),
      })),
    ),
  }),
});

export const meta = loaderMeta;

export default function TeamPage() {
  return <TeamBody />;
}

function projectTitle(slug: string): string {
  return portfolioProjects.find((p) => p.slug === slug)?.title ?? slug;
}

function TeamBody() {
  return (
    <>
      <PageHeader
        eyebrow="Our team"
        title="The people who will build your product"
        lead={`Founders, engineers, designers and delivery leads in ${companyFacts.location.city}. The people you meet on the discovery call are the people who work on your project.`}
      />
      {teamGroups.map((group) => {
        const members = teamMembers.filter((m) => m.group === group);
        const id = `team-${group.toLowerCase()}`;
        return (
          <section
            key={group}
            aria-labelledby={id}
            className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8"
          >
            <h2 id={id} className="border-t pt-8 text-2xl font-bold tracking-tight">
              {group}
            </h2>
            {/* Two across for an even group that three across leaves ragged (two, four: a third
                of a row empty, or one person alone); three across for any other. */}
            <ul
              className={`mt-6 grid gap-6 sm:grid-cols-2 ${members.length % 3 !== 0 && members.length % 2 === 0 ? "" : "lg:grid-cols-3"}`}
            >
              {members.map((member) => (
                <li
                  key={member.slug}
                  id={member.slug}
                  data-testid="team-member"
                  className="flex scroll-mt-24 flex-col rounded-2xl border bg-card p-6 target:ring-2 target:ring-primary"
                >
                  <div className="flex items-center gap-4">
                    <Portrait person={member.slug} size={88} />
                    <div>
                      <h3 className="text-lg font-semibold">{member.name}</h3>
                      <p className="text-sm font-medium text-primary">{member.role}</p>
                      <p className="text-sm text-muted-foreground">
                        {member.yearsInCraft} years in the craft
                      </p>
                    </div>
                  </div>
                  <p className="mt-4 flex-1 text-pretty">{member.owns}</p>
                  <p className="mt-4 text-sm text-muted-foreground">
                    Worked on:{" "}
                    {member.projects.map((slug, index) => (
                      <span key={slug}>
                        {index > 0 ? ", " : null}
                        <a
                          href={pathTo("case-study", { slug })}
                          className="font-medium text-foreground underline underline-offset-4 hover:text-primary"
                        >
                          {projectTitle(slug)}
                        </a>
                      </span>
                    ))}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <section
        aria-labelledby="team-next-title"
        className="mx-auto max-w-3xl px-4 pt-8 pb-24 text-center"
      >
        <h2 id="team-next-title" className="text-2xl font-bold tracking-tight">
          Work with us, or join us
        </h2>
        <p className="mt-3 text-pretty text-muted-foreground">
          Meet the people who would build your product on a free consultation, see how an engagement
          runs and what protects your code and data, or look at the roles we are hiring for.
        </p>
        <div className="mx-auto mt-6 grid max-w-xs gap-3 sm:flex sm:max-w-none sm:flex-wrap sm:justify-center">
          <BookingButton event="freeConsultation" className={buttonClasses()} />
          <a href={pathTo("engagements")} className={buttonClasses({ variant: "secondary" })}>
            How We Work Together
          </a>
          <a href={pathTo("trust")} className={buttonClasses({ variant: "secondary" })}>
            Trust and Security
          </a>
          <a href={pathTo("careers")} className={buttonClasses({ variant: "secondary" })}>
            Careers
          </a>
        </div>
      </section>
    </>
  );
}
