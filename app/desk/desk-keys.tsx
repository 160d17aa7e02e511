import { buttonClasses } from "~/components/ui/button";

/**
 * The desk's keyboard shortcuts, as the team finds them: a button in the desk's frame and the
 * native dialog it opens, which lists the keys and turns single keys off (WCAG 2.1.4). Both are
 * server-rendered and wired by the desk's module (app/shell/desk-keys.ts), which does the keys
 * too; without it the button is hidden (app.css, `scripting: none`) and the dialog never opens.
 */
export function DeskKeysButton() {
  return (
    <button
      type="button"
      data-desk-keys-open=""
      aria-haspopup="dialog"
      // Not on a phone, which has no keys to press; `?` opens the list wherever there are.
      className={`${buttonClasses({ variant: "secondary", size: "sm" })} max-sm:hidden`}
    >
      Keyboard Shortcuts
      {/* The key that opens the list too; not shown while single keys are off. */}
      <kbd data-desk-keys-hint="" aria-hidden="true" className={kbdClass}>
        ?
      </kbd>
    </button>
  );
}

const kbdClass =
  "inline-flex min-w-6 justify-center rounded border bg-muted px-1.5 font-mono text-xs leading-5 font-semibold text-foreground";

const groups: ReadonlyArray<{
  title: string;
  /** `join`: "/" pairs each key with its half of `does`; "or" says either key does it. */
  keys: ReadonlyArray<{ keys: readonly string[]; join?: "/" | "or"; does: string }>;
}> = [
  {
    title: "On the leads list",
    keys: [
      { keys: ["j", "k"], join: "/", does: "Next / previous lead" },
      { keys: ["o", "Enter"], does: "Open the lead" },
      { keys: ["/"], does: "Search" },
    ],
  },
  {
    title: "On a lead",
    keys: [{ keys: ["u", "Esc"], does: "Back to the list" }],
  },
  {
    title: "On both",
    keys: [{ keys: ["?"], does: "This list" }],
  },
];

export function DeskKeysDialog() {
  return (
    <dialog
      data-desk-keys-dialog=""
      aria-labelledby="desk-keys-title"
      className="desk-keys-dialog m-auto w-[min(26rem,calc(100vw-2rem))] rounded-xl border bg-card p-5 text-card-foreground shadow-2xl sm:p-6"
    >
      <h2 id="desk-keys-title" className="text-lg font-bold">
        Keyboard Shortcuts
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Single keys, whenever the cursor is not in a field.
      </p>
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title} className="mt-4">
          <h3 className="text-sm font-semibold">{group.title}</h3>
          <dl className="mt-1 text-sm">
            {group.keys.map((row) => (
              <div key={row.does} className="flex items-center gap-3 border-b py-1.5 last:border-0">
                <dt className="flex w-24 shrink-0 items-center gap-1">
                  {row.keys.map((key, n) => (
                    <span key={key} className="contents">
                      {n > 0 ? (
                        <span className="text-muted-foreground">{row.join ?? "or"}</span>
                      ) : null}
                      <kbd className={kbdClass}>{key}</kbd>
                    </span>
                  ))}
                </dt>
                <dd>{row.does}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <div className="mt-5 rounded-lg border p-3">
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            data-desk-keys-toggle=""
            defaultChecked
            aria-describedby="desk-keys-off-note"
            className="size-4 accent-primary"
          />
          Single-key shortcuts
        </label>
        <p id="desk-keys-off-note" className="mt-1 text-sm text-muted-foreground">
          Untick to turn them off in this browser (with speech input, say): then no key above does
          anything, and this list stays a click away, on the Keyboard Shortcuts button.
        </p>
      </div>
      {/* Closes without script of its own, as Esc does. */}
      <form method="dialog" className="mt-5 flex justify-end">
        <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Close
        </button>
      </form>
    </dialog>
  );
}
