import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { asFormResult, type FormResult } from "~/forms/fields";
import { formStartToken } from "~/lib/form-start-token";
import { whenIdle } from "~/lib/idle";

/** What the browser-side check says before anything is sent. */
const clientInvalidMessage = "Please correct the highlighted fields.";

/**
 * The page's one form-start token (shared with the shell module's forms), asked for only when the
 * browser is idle: fetch() costs a few milliseconds of main thread, which on a phone lengthened
 * the task that runs just after hydration.
 */
function fetchFormStartToken(): Promise<string> {
  return new Promise<void>((resolve) => whenIdle(resolve, 2_000)).then(formStartToken);
}

/**
 * The form-start token for a form's hidden field, once the page is interactive. Static pages
 * cannot carry a per-visit time, so without JavaScript the field stays empty (see judgeSpam).
 */
export function useFormStartToken(): string {
  const [token, setToken] = useState("");
  useEffect(() => {
    let mounted = true;
    void fetchFormStartToken().then((value) => {
      if (mounted) setToken(value);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return token;
}

type Validator<Field extends string> = (form: FormData) => Promise<Partial<Record<Field, string>>>;

interface Options<Field extends string> {
  action: string;
  /** Client-side check with the shared schema; loaded on demand. */
  validate: Validator<Field>;
  /** What the server answered to a plain (no-JS) post of this form, if anything. */
  serverResult?: unknown;
}

/** The one outcome a form shows at a time: the latest submit's, replacing any earlier one. */
export type FormOutcome<Field extends string> =
  { status: "idle" } | { status: "sending" } | FormResult<Field>;

/** The first control, in page order, whose field has an error. */
function firstInvalidControl(form: HTMLFormElement | null, errors: Record<string, unknown>) {
  if (!form) return undefined;
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name");
    if (name && errors[name] !== undefined && element instanceof HTMLElement) return element;
  }
  return undefined;
}

/**
 * In-place submission shared by the visitor forms: validate with the shared schema, post with a
 * fetcher, keep typed values, focus the first invalid field, and expose one outcome that the
 * form shows inline in its live region (announced once; no toast, so nothing covers a control).
 */
export function useFormSubmission<Field extends string>(options: Options<Field>) {
  const { action, validate, serverResult } = options;
  const fetcher = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<Partial<Record<Field, string>> | null>(null);
  const [validating, setValidating] = useState(false);

  const result: FormResult<Field> | undefined =
    asFormResult<Field>(fetcher.data) ?? asFormResult<Field>(serverResult);
  const sending = validating || fetcher.state !== "idle";
  const outcome: FormOutcome<Field> = sending
    ? { status: "sending" }
    : clientErrors
      ? { status: "invalid", message: clientInvalidMessage, fieldErrors: clientErrors, values: {} }
      : (result ?? { status: "idle" });
  const noErrors: Partial<Record<Field, string>> = {};
  const errors = outcome.status === "invalid" ? outcome.fieldErrors : noErrors;

  // A server answer to an in-place post: reset on success, focus the first invalid field.
  const lastHandled = useRef<unknown>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined) return;
    if (lastHandled.current === fetcher.data) return;
    lastHandled.current = fetcher.data;
    const answer = asFormResult<Field>(fetcher.data);
    if (answer?.status === "success") formRef.current?.reset();
    if (answer?.status === "invalid")
      firstInvalidControl(formRef.current, answer.fieldErrors)?.focus();
  }, [fetcher.state, fetcher.data]);

  // A server-rendered answer (no JavaScript when posting): focus the first invalid field once.
  useEffect(() => {
    const answer = asFormResult<Field>(serverResult);
    if (answer?.status === "invalid")
      firstInvalidControl(formRef.current, answer.fieldErrors)?.focus();
  }, [serverResult]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setValidating(true);
    try {
      const fieldErrors = await validate(new FormData(form));
      if (Object.keys(fieldErrors).length > 0) {
        setClientErrors(fieldErrors);
        firstInvalidControl(form, fieldErrors)?.focus();
        return;
      }
      setClientErrors(null);
      await fetcher.submit(form, { method: "post", action });
    } finally {
      setValidating(false);
    }
  }

  return { fetcher, formRef, outcome, result, errors, sending, onSubmit };
}
