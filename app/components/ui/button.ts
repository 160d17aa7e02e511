import { cva } from "class-variance-authority";

/**
 * The site's button look, for <button>, <a> and BookingButton alike: one place for the
 * pill shape, colours, sizes and focus ring. `buttonClasses({ variant: "secondary" })`. A label
 * that wraps on a narrow screen wraps into balanced lines, and its icon keeps its size.
 */
export const buttonClasses = cva(
  "inline-flex items-center justify-center gap-2 rounded-full text-center text-balance font-semibold [&_svg]:shrink-0 transition-[opacity,background-color,border-color] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-wait disabled:opacity-70",
  {
    variants: {
      variant: {
        /**
         * The one action a section asks for. Its transparent border gives it the secondary's
         * height: in separate boxes (the plan cards) a primary stood 2 px shorter than the
         * outlined buttons beside it.
         */
        primary:
          "border border-transparent bg-primary text-primary-foreground shadow-sm hover:opacity-90",
        /** A second, quieter action beside a primary one. */
        secondary: "border bg-card text-foreground hover:bg-muted",
        /**
         * The main action on a band (`bg-band`): white on the light theme's blue band, the
         * primary blue on the dark theme's deep one.
         */
        inverse:
          "bg-background text-foreground shadow-sm hover:opacity-90 dark:bg-primary dark:text-primary-foreground",
        /** The second action on a band, beside an inverse one. */
        inverseOutline:
          "bg-transparent text-band-foreground ring-1 ring-band-foreground/60 hover:bg-band-foreground/10",
      },
      size: {
        sm: "px-4 py-2 text-sm",
        md: "px-5 py-2.5 text-sm",
        lg: "px-6 py-3 text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);
