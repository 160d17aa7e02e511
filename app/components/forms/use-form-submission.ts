import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { asFormResult, firstInvalidField, type FormResult } from "~/lib/forms/fields";
import { toast } from "~/components/ui/toast";

/** Where the signed form-start time comes from (see app/routes/form-token.tsx). */
export const formTokenPath = "/forms/token";

/**
 * Fetches a signed "form shown at" token once the page is interactive. Static pages cannot
 * carry a per-visit time, so without JavaScript the field stays empty (see judgeSpam).
 */
export function useFormStartToken(): string {
  const [token, setToken] = useState("");
  useEffect(() => {
    const controller = new AbortController();
    fetch(formTokenPath, { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        if (body && typeof body === "object" && "token" in body && typeof body.token === "string") {
          setToken(body.token);
        }
      })
      .catch((error: unknown) => {
        // Aborted on unmount, or offline: the form still works, as it does without JavaScript.
        if (!controller.signal.aborted) console.warn("form token unavailable", error);
      });
    return () => controller.abort();
  }, []);
  return token;
}

type Validator<Field extends string> = (form: FormData) => Promise<Partial<Record<Field, string>>>;

interface Options<Field extends string> {
  fields: readonly Field[];
  action: string;
  /** Id prefix of the fields: focus goes to `${idPrefix}-${field}`. */
  idPrefix: string;
  /** Client-side check with the shared schema; loaded on demand. */
  validate: Validator<Field>;
  /** What the server answered to a plain (no-JS) post of this form, if anything. */
  serverResult?: unknown;
}

// The toast repeats what the form's own aria-live region announces, for sighted visitors whose
// eyes are elsewhere on the page; the live region stays the accessible source of the result.
function notifySuccess(message: string): void {
  toast({ title: message, variant: "success" });
}

function notifyProblem(message: string): void {
  toast({ title: message, variant: "error" });
}

/**
 * In-place submission shared by the visitor forms: validate with the shared schema, post with a
 * fetcher, expose the result, keep typed values, focus the first invalid field, and report
 * success or trouble (for the live region and the toast).
 */
export function useFormSubmission<Field extends string>(options: Options<Field>) {
  const { fields, action, idPrefix, validate, serverResult } = options;
  const fetcher = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<Partial<Record<Field, string>> | null>(null);
  const [validating, setValidating] = useState(false);

  const result: FormResult<Field> | undefined =
    asFormResult(fetcher.data, fields) ?? asFormResult(serverResult, fields);
  const noErrors: Partial<Record<Field, string>> = {};
  const errors = clientErrors ?? (result?.status === "invalid" ? result.fieldErrors : noErrors);
  const sending = validating || fetcher.state !== "idle";

  const focusFirstInvalid = (fieldErrors: Partial<Record<Field, string>>) => {
    const first = firstInvalidField(fieldErrors, fields);
    if (!first) return;
    const element =
      document.getElementById(`${idPrefix}-${first}`) ??
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    element?.focus();
  };

  // Server answers (in-place posts): focus, reset on success, notify.
  const lastHandled = useRef<unknown>(undefined);
  useEffect(() => {
    if (
      fetcher.state !== "idle" ||
      fetcher.data === undefined ||
      lastHandled.current === fetcher.data
    )
      return;
    lastHandled.current = fetcher.data;
    const answer = asFormResult(fetcher.data, fields);
    if (!answer) return;
    if (answer.status === "success") {
      formRef.current?.reset();
      notifySuccess(answer.message);
    } else {
      if (answer.status === "invalid") focusFirstInvalid(answer.fieldErrors);
      notifyProblem(answer.message);
    }
    // focusFirstInvalid is fresh each render; the answer is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  // A server-rendered answer (no JavaScript when posting): focus the first invalid field once.
  useEffect(() => {
    const answer = asFormResult(serverResult, fields);
    if (answer?.status === "invalid") focusFirstInvalid(answer.fieldErrors);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverResult]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setValidating(true);
    try {
      const fieldErrors = await validate(new FormData(form));
      if (firstInvalidField(fieldErrors, fields)) {
        setClientErrors(fieldErrors);
        focusFirstInvalid(fieldErrors);
        notifyProblem("Please correct the highlighted fields.");
        return;
      }
      setClientErrors(null);
      await fetcher.submit(form, { method: "post", action });
    } finally {
      setValidating(false);
    }
  }

  return { fetcher, formRef, result, errors, sending, onSubmit };
}
