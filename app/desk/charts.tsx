/**
 * The desk's charts: SVG drawn while the server renders, with d3-scale and d3-shape, so they
 * need no script in the browser. Colours come from the theme's variables (currentColor and
 * Tailwind's text-* classes), so one drawing serves light and dark.
 */
import { scaleBand, scaleLinear } from "d3-scale";
import { area, line } from "d3-shape";

interface DayPoint {
  day: string;
  views: number;
  visitors: number;
  leads: number;
}

interface Drawing {
  width: number;
  height: number;
  /** At most this many day labels under the axis ("11-28" is about 40 units wide at 13). */
  dayLabels: number;
  /** Which screens show it. */
  className: string;
}

// The chart is drawn twice, and CSS shows the drawing that suits the column: each is scaled to
// the column's width, so a 600-wide drawing on a phone (about 290 to 320 px) rendered its labels
// at about 7 px. The narrow one shows below `sm` (columns up to 565 px), the wide one from there
// (566 px and up): 13-unit labels render at 12 px or more from a 360 px phone up.
const drawings: readonly Drawing[] = [
  { width: 300, height: 280, dayLabels: 4, className: "sm:hidden" },
  { width: 600, height: 320, dayLabels: 7, className: "hidden sm:block" },
];
const margin = { top: 20, right: 12, bottom: 30, left: 40 };
const fontSize = 13;
/**
 * Leads are drawn in a strip of their own under views and visitors, on their own baseline: drawn
 * over the views, a bar of 12 leads stood above the 150-views line it had nothing to do with.
 */
const leadStrip = { height: 64, gap: 20 };
/** Narrower bars than this (a month on a phone) get no count over each: the strip's top says it. */
const minLabelledBar = 16;

/** Views (area), visitors (line) and leads (bars) per day. */
export function DailyChart({ series }: { series: readonly DayPoint[] }) {
  const total = (key: "views" | "visitors" | "leads") => series.reduce((s, p) => s + p[key], 0);
  const label = `Per day from ${series[0]?.day ?? ""} to ${series.at(-1)?.day ?? ""}: ${total("views")} views, ${total("visitors")} visitors, ${total("leads")} leads.`;
  return (
    <figure>
      {/* One image for both drawings: with a role and a name each, the two were two images
          wherever the stylesheet that hides one had not applied yet (a test found both). */}
      <div role="img" aria-label={label}>
        {drawings.map((drawing) => (
          <DailyDrawing key={drawing.width} series={series} drawing={drawing} />
        ))}
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-primary/20" />{" "}
          Views
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-primary" /> Visitors
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-success/70" />{" "}
          {/* A lead is rarer than a view: the bars have a strip and a scale of their own. */}
          Leads (in their own strip below)
        </span>
      </figcaption>
    </figure>
  );
}

function DailyDrawing({
  series,
  drawing: { width, height, dayLabels, className },
}: {
  series: readonly DayPoint[];
  drawing: Drawing;
}) {
  const x = scaleBand<string>()
    .domain(series.map((p) => p.day))
    .range([margin.left, width - margin.right])
    .paddingInner(0.3);
  const stripBottom = height - margin.bottom;
  const stripTop = stripBottom - leadStrip.height;
  const max = Math.max(1, ...series.map((p) => Math.max(p.views, p.visitors)));
  const y = scaleLinear()
    .domain([0, max])
    .nice()
    .range([stripTop - leadStrip.gap, margin.top]);
  const maxLeads = Math.max(1, ...series.map((p) => p.leads));
  const countEachBar = x.bandwidth() >= minLabelledBar;
  // Room over the tallest bar for the strip's name and, where it fits, the bar's count.
  const yLeads = scaleLinear()
    .domain([0, maxLeads])
    .range([stripBottom, stripTop + (countEachBar ? 30 : 18)]);
  const mid = (day: string) => (x(day) ?? 0) + x.bandwidth() / 2;
  const viewsArea = area<DayPoint>()
    .x((p) => mid(p.day))
    .y0(y(0))
    .y1((p) => y(p.views))(series as DayPoint[]);
  const visitorsLine = line<DayPoint>()
    .x((p) => mid(p.day))
    .y((p) => y(p.visitors))(series as DayPoint[]);
  // Counts are whole numbers: no 0.2 steps on a quiet week.
  const ticks = y.ticks(Math.min(4, max)).filter(Number.isInteger);
  const labelEvery = Math.ceil(series.length / dayLabels);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className={`h-auto w-full text-muted-foreground ${className}`}
      aria-hidden="true"
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={margin.left}
            x2={width - margin.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke="currentColor"
            strokeOpacity={0.2}
          />
          <text
            x={margin.left - 6}
            y={y(tick)}
            dy="0.32em"
            textAnchor="end"
            fontSize={fontSize}
            fill="currentColor"
          >
            {tick}
          </text>
        </g>
      ))}
      {/* The leads strip: its name, its baseline, and where bars are too narrow to carry a
          count each, the tallest bar's count on a line at its height. */}
      <text
        x={margin.left}
        y={stripTop + 6}
        dy="0.32em"
        fontSize={fontSize}
        fontWeight={600}
        className="fill-foreground"
      >
        {countEachBar ? "Leads" : `Leads (up to ${maxLeads} a day)`}
      </text>
      <line
        x1={margin.left}
        x2={width - margin.right}
        y1={stripBottom}
        y2={stripBottom}
        stroke="currentColor"
        strokeOpacity={0.4}
      />
      {series.map((p) =>
        p.leads > 0 ? (
          <g key={`lead-${p.day}`}>
            <rect
              x={x(p.day)}
              width={x.bandwidth()}
              y={yLeads(p.leads)}
              height={yLeads(0) - yLeads(p.leads)}
              className="fill-success"
              fillOpacity={0.7}
            />
            {countEachBar ? (
              <text
                x={mid(p.day)}
                y={yLeads(p.leads) - 4}
                textAnchor="middle"
                fontSize={fontSize}
                fontWeight={600}
                className="fill-foreground"
              >
                {p.leads}
              </text>
            ) : null}
          </g>
        ) : null,
      )}
      {/* Stronger in dark: at 0.18 the light blue over the dark card barely showed, and 0.3 was faint. */}
      <path d={viewsArea ?? ""} className="fill-primary opacity-25 dark:opacity-40" />
      <path d={visitorsLine ?? ""} className="stroke-primary" fill="none" strokeWidth={2.5} />
      {series.map((p, n) =>
        n % labelEvery === 0 ? (
          <text
            key={`label-${p.day}`}
            x={mid(p.day)}
            y={height - 8}
            textAnchor="middle"
            fontSize={fontSize}
            fill="currentColor"
          >
            {p.day.slice(5)}
          </text>
        ) : null,
      )}
    </svg>
  );
}

interface BarRow {
  label: string;
  value: number;
  /** Every lead of the row. */
  leads: number;
  /**
   * The counted visits among them, the only base the rate is taken from: a sign-up confirmed days
   * after its view, or a post matched to no visit, has no view or visitor in the row to be one of,
   * and a visitor's second message is the same visit again.
   */
  convertedVisits: number;
}

/** A number column: apart from its neighbour, right-aligned, on one line at any width. */
const numberCell = "py-1 pl-3 text-right whitespace-nowrap tabular-nums";

/**
 * Part of visitors (or views) as "12.5 %", with a no-break space so it stays on one line. At most
 * 100 %: two people behind one network with the same browser are one visitor, and two leads.
 */
export const formatRate = (part: number, base: number) =>
  base > 0 ? `${((Math.min(part, base) / base) * 100).toFixed(1)}\u00a0%` : "—";

/**
 * A ranked list with a bar per row: visits (or views), leads and the conversion rate, which counts
 * each counted visit that sent a lead once (and says so when a row's leads are more than that).
 */
export function BarTable({
  caption,
  labelHeading,
  valueHeading,
  rows,
}: {
  caption: string;
  labelHeading: string;
  valueHeading: string;
  rows: readonly BarRow[];
}) {
  const x = scaleLinear()
    .domain([0, Math.max(1, ...rows.map((r) => r.value))])
    .range([0, 100]);
  // Said only where leads ÷ views (or visitors) would give another rate than the one shown.
  const othersLeads = rows.some((row) => row.value > 0 && row.convertedVisits < row.leads);
  return (
    <>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-base font-bold">{caption}</caption>
        <thead>
          <tr className="text-muted-foreground">
            <th scope="col" className="py-1 font-medium">
              {labelHeading}
            </th>
            <th scope="col" className={`${numberCell} font-medium`}>
              {valueHeading}
            </th>
            <th scope="col" className={`${numberCell} font-medium`}>
              Leads
            </th>
            <th scope="col" className={`${numberCell} font-medium`}>
              Rate
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="py-2 text-muted-foreground">
                Nothing yet.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.label} className="border-t">
                {/* A long path breaks where it must, not at every letter (break-all did). */}
                <td className="relative py-1.5 pr-2 wrap-anywhere">
                  <svg
                    aria-hidden="true"
                    className="absolute inset-y-1 left-0 -z-0 h-[calc(100%-0.5rem)] w-full"
                    preserveAspectRatio="none"
                    viewBox="0 0 100 10"
                  >
                    <rect
                      width={x(row.value)}
                      height={10}
                      className="fill-primary"
                      fillOpacity={0.12}
                    />
                  </svg>
                  <span className="relative">{row.label}</span>
                </td>
                <td className={`${numberCell} py-1.5`}>{row.value}</td>
                <td className={`${numberCell} py-1.5`}>{row.leads}</td>
                <td className={`${numberCell} py-1.5`}>
                  {formatRate(row.convertedVisits, row.value)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      {othersLeads ? (
        <p className="mt-2 text-xs text-muted-foreground">
          Rate counts each visit that sent a lead once: a visitor’s second message, newsletter
          sign-ups and posts matched to no visit are in Leads, not in Rate.
        </p>
      ) : null}
    </>
  );
}
