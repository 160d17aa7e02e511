import { describe, expect, it } from "vitest";
import { asFormResult } from "~/forms/fields";
import {
  callRequestSchemaAt,
  contactSchema,
  fieldErrorsOf,
  formValuesOf,
  newsletterSchema,
} from "~/forms/schemas";

const valid = {
  name: "Ana Souza",
  email: "ana@example.com",
  phone: "",
  subject: "A new app",
  message: "We would like an app for our clinic.",
  services: ["Mobile Apps", "UI/UX Design"],
  consent: "yes",
};

function errorsOf(input: Record<string, unknown>) {
  const parsed = contactSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf<string>(parsed.error);
}

describe("contact schema", () => {
  it("accepts a complete message and trims it", () => {
    const parsed = contactSchema.parse({ ...valid, name: "  Ana Souza  " });
    expect(parsed.name).toBe("Ana Souza");
    expect(parsed.phone).toBeUndefined();
  });

  it("accepts unicode names and messages", () => {
    for (const name of ["Zoë Ø'Brien", "李小龍", "Ñandú Müller-Lüdenscheidt", "أحمد", "🙂 Emoji"]) {
      expect(contactSchema.safeParse({ ...valid, name }).success, name).toBe(true);
    }
  });

  it("keeps script tags as inert text (escaping happens on output)", () => {
    const message = '<script>alert("x")</script> please call me';
    expect(contactSchema.parse({ ...valid, message }).message).toBe(message);
  });

  it("refuses missing consent with a specific message", () => {
    expect(errorsOf({ ...valid, consent: undefined }).consent).toMatch(/Privacy Policy/);
    expect(errorsOf({ ...valid, consent: "no" }).consent).toMatch(/Privacy Policy/);
  });

  it("names each problem precisely", () => {
    const errors = errorsOf({ name: "", email: "not-an-email", subject: "", message: "short" });
    expect(errors.name).toBe("Enter your name");
    expect(errors.email).toBe("Enter a valid email address");
    expect(errors.subject).toBe("Enter a subject");
    expect(errors.message).toMatch(/at least 10 characters/);
    expect(errors.consent).toBeDefined();
  });

  it("enforces the length limits", () => {
    expect(errorsOf({ ...valid, name: "a".repeat(101) }).name).toMatch(/100/);
    expect(errorsOf({ ...valid, name: "a".repeat(100) }).name).toBeUndefined();
    expect(errorsOf({ ...valid, subject: "s".repeat(151) }).subject).toMatch(/150/);
    expect(errorsOf({ ...valid, message: "m".repeat(5001) }).message).toMatch(/5,000/);
    expect(errorsOf({ ...valid, message: "m".repeat(5000) }).message).toBeUndefined();
    expect(errorsOf({ ...valid, email: `${"a".repeat(250)}@example.com` }).email).toBeDefined();
  });

  it("checks phone numbers loosely but plausibly", () => {
    for (const phone of ["+91 98765 43210", "(555) 123-4567", "+44 20 7946 0958"]) {
      expect(errorsOf({ ...valid, phone }).phone, phone).toBeUndefined();
    }
    for (const phone of ["12", "call me", "+1 555 CALL NOW", "1".repeat(20)]) {
      expect(errorsOf({ ...valid, phone }).phone, phone).toMatch(/country code/);
    }
  });

  it("only accepts the six services, each once", () => {
    expect(errorsOf({ ...valid, services: ["Hacking"] }).services).toBeDefined();
    expect(errorsOf({ ...valid, services: ["Mobile Apps", "Mobile Apps"] }).services).toBeDefined();
    expect(errorsOf({ ...valid, services: [] }).services).toBeUndefined();
  });

  it("refuses control characters such as NUL", () => {
    expect(errorsOf({ ...valid, name: "Ana\u0000" }).name).toBeDefined();
    expect(errorsOf({ ...valid, message: "Line one\nLine two\tindented" }).message).toBeUndefined();
  });

  it("keeps a name, a phone number and a subject on one line; a message may have many", () => {
    // A CR inside passes the phone's own check (a separator) and would pass for text elsewhere.
    const broken = {
      name: "Ana\rURL:https://evil.example",
      phone: "+44 20 7946\r0958",
      subject: "A new app\rDTSTART:2030",
    };
    for (const [field, value] of Object.entries(broken)) {
      expect(errorsOf({ ...valid, [field]: value })[field], field).toBe("Keep this on one line");
    }
    expect(errorsOf({ ...valid, name: "Ana\nSilva" }).name).toBe("Keep this on one line");
    expect(errorsOf({ ...valid, message: "One\r\nTwo\rThree and more" }).message).toBeUndefined();
  });

  it("reads posted form data, ignoring files", () => {
    const form = new FormData();
    form.set("name", new Blob(["x"]));
    form.append("services", "Mobile Apps");
    form.append("services", new Blob(["y"]));
    const values = formValuesOf(form, contactSchema);
    expect(values.name).toBeUndefined();
    expect(values.services).toEqual(["Mobile Apps"]);
    expect(errorsOf(values).name).toBe("Enter your name");
    // Every field the schema knows is read, and only those.
    expect(Object.keys(values)).toEqual(Object.keys(contactSchema.shape));
  });

  it("reports the first error of each field in the schema's order", () => {
    const form = new FormData();
    form.set("email", "nope");
    const errors = errorsOf(formValuesOf(form, contactSchema));
    expect(Object.keys(errors)).toEqual(["name", "email", "subject", "message", "consent"]);
  });
});

describe("newsletter schema", () => {
  it("accepts an address and refuses junk", () => {
    expect(newsletterSchema.safeParse({ email: " me@example.com " }).success).toBe(true);
    expect(newsletterSchema.safeParse({ email: "me@" }).success).toBe(false);
    expect(newsletterSchema.safeParse({}).success).toBe(false);
    expect(newsletterSchema.safeParse({ email: "<script>@x.y" }).success).toBe(false);
  });
});

describe("call request schema", () => {
  const now = new Date("2026-11-28T10:00:00Z");
  const request = {
    name: "Claire",
    email: "claire@example.com",
    phone: "+33 1 70 36 39 50",
    call: "freeConsultation",
    day: "2026-11-30",
    window: "morning",
    timeZone: "Europe/Paris",
    consent: "yes",
  };
  const call = (timeZone: unknown) => callRequestSchemaAt(now).safeParse({ ...request, timeZone });

  it("takes any real time zone, on the offered list or not", () => {
    for (const zone of ["Asia/Kolkata", "Europe/Paris", "America/Argentina/Buenos_Aires", "UTC"]) {
      expect(call(zone).success, zone).toBe(true);
    }
  });

  it("asks for a phone number for a phone call, since we are to call back", () => {
    const withPhone = (phone: unknown) =>
      callRequestSchemaAt(now).safeParse({ ...request, meeting: "phone", phone });
    for (const [phone, message] of [
      [undefined, /so that we can call you/],
      ["", /so that we can call you/],
      ["  ", /so that we can call you/],
      ["call me", /country code/],
    ] as const) {
      const parsed = withPhone(phone);
      expect(parsed.success, String(phone)).toBe(false);
      if (!parsed.success) expect(fieldErrorsOf<string>(parsed.error).phone).toMatch(message);
    }
    expect(withPhone("+33 1 70 36 39 50").success).toBe(true);
  });

  it("takes a video call without a phone number, and checks one that is given", () => {
    const withPhone = (phone: unknown) =>
      callRequestSchemaAt(now).safeParse({ ...request, meeting: "video", phone });
    for (const phone of [undefined, "", "  "]) {
      const parsed = withPhone(phone);
      expect(parsed.success, String(phone)).toBe(true);
      expect(parsed.data?.phone).toBeUndefined();
    }
    expect(withPhone("+1 212 555 0199").data?.phone).toBe("+1 212 555 0199");
    const wrong = withPhone("call me");
    expect(wrong.success).toBe(false);
    if (!wrong.success) expect(fieldErrorsOf<string>(wrong.error).phone).toMatch(/country code/);
  });

  it("names a phone call's missing number with the form's other errors, not on the next try", () => {
    // No consent ticked and no day: fields that fail outright, which stop Zod's object checks.
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...request, meeting: "phone", phone: "" })) {
      if (name !== "consent" && name !== "day") form.set(name, value);
    }
    const schema = callRequestSchemaAt(now);
    const parsed = schema.safeParse(formValuesOf(form, schema));
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(fieldErrorsOf<string>(parsed.error)).toEqual({
        phone: "Enter your phone number, so that we can call you",
        day: "Choose a day",
        consent: "Please agree to the Privacy Policy so that we may answer you",
      });
    }
  });

  it("reads a post without a meeting as a phone call, and refuses one it does not offer", () => {
    const meeting = (value: unknown) =>
      callRequestSchemaAt(now).safeParse({ ...request, meeting: value });
    // A page served before the form asked how to meet offered a phone call only.
    expect(meeting(undefined).data?.meeting).toBe("phone");
    expect(meeting("video").data?.meeting).toBe("video");
    for (const value of ["fax", "", "Video"]) {
      const parsed = meeting(value);
      expect(parsed.success, value).toBe(false);
      if (!parsed.success) {
        expect(fieldErrorsOf<string>(parsed.error).meeting).toBe("Choose how we should meet");
      }
    }
  });

  it("refuses a zone that does not exist, with the field's message", () => {
    for (const zone of ["Mars/Olympus_Mons", "", "Europe/Paris<script>", "x".repeat(80), 5]) {
      const parsed = call(zone);
      expect(parsed.success, String(zone)).toBe(false);
      if (!parsed.success) {
        expect(fieldErrorsOf<string>(parsed.error).timeZone).toBe("Choose your time zone");
      }
    }
  });
});

describe("form results", () => {
  it("narrows action answers to strings", () => {
    const result = asFormResult({
      status: "invalid",
      message: "m",
      fieldErrors: { email: "bad", evil: { html: "<b>" } },
      values: { email: "a", services: ["x", 1], evil: 2 },
    });
    expect(result).toEqual({
      status: "invalid",
      message: "m",
      fieldErrors: { email: "bad" },
      values: { email: "a", services: ["x"] },
    });
    // A refusal keeps what was typed, so a plain post's page can show it again.
    expect(
      asFormResult({
        status: "refused",
        message: "wait",
        retryAfterSeconds: 30,
        values: { name: "Asha", services: ["x", 3], evil: {} },
      }),
    ).toEqual({
      status: "refused",
      message: "wait",
      retryAfterSeconds: 30,
      values: { name: "Asha", services: ["x"] },
    });
    expect(asFormResult({ status: "weird" })).toBeUndefined();
    expect(asFormResult(null)).toBeUndefined();
  });
});

describe("CSV export", () => {
  it("quotes separators and neutralises spreadsheet formulas", async () => {
    const { csvField } = await import("~/server/leads-export.server");
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("+91 98765")).toBe("'+91 98765");
  });
});

describe("the desk's export file name", () => {
  it("says which of the list's views it holds, and the day", async () => {
    const { exportFileName } = await import("~/server/leads-export.server");
    const day = "2026-11-30";
    expect(exportFileName({ q: "", kind: "sales" }, day)).toBe("leads-2026-11-30.csv");
    expect(exportFileName({ q: "", kind: "sales", status: "due", owner: "mine" }, day)).toBe(
      "leads-due-mine-2026-11-30.csv",
    );
    expect(exportFileName({ q: "clinic", kind: undefined, delivery: "failed" }, day)).toBe(
      "leads-all-failed-deliveries-search-2026-11-30.csv",
    );
    expect(exportFileName({ q: "", kind: "newsletter", status: "won" }, day)).toBe(
      "leads-newsletter-won-2026-11-30.csv",
    );
  });
});
