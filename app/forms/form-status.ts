/**
 * How a form's outcome looks (`FormStatus` in app/components/forms/field.tsx), by its status: one
 * class list for the server's answer and the shell's own outcomes (app/shell/forms.ts), so an
 * outcome the browser writes after a failed connection looks and behaves like the server's.
 * `again:` is app.css's variant: the outcome steps aside when the visitor sends again.
 */
const formStatusTone = {
  success: "border-success/40 bg-success/10",
  invalid: "border-destructive/40 bg-destructive/10",
  refused: "border-destructive/40 bg-destructive/10",
} as const;

export function formStatusClass(status: keyof typeof formStatusTone, extra = ""): string {
  return `rounded-lg border p-3 text-sm font-medium again:hidden ${formStatusTone[status]} ${extra}`.trim();
}
