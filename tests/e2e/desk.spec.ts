import { expect, test } from "@playwright/test";
import { deskCookieName } from "../../app/desk/session";
import { baseURL, deskTeam } from "../../playwright.config";
import { expectNoA11yViolations, useTheme } from "../support/fixtures";
import { mailedSignInPath, mailsTo, postContactForm, uniqueMarker } from "../support/leads";

/**
 * Through the desk as the team uses it: ask for a link, open it from the mail, press the button,
 * find a lead, set its status with a note, and sign out; in both themes, with and without
 * JavaScript (the desk is plain forms, POST then redirect).
 */
for (const theme of ["light", "dark"] as const) {
  for (const javaScript of [true, false]) {
    const label = `${theme}, ${javaScript ? "with" : "without"} JavaScript`;
    test.describe(`desk (${label})`, () => {
      test.use({ javaScriptEnabled: javaScript, colorScheme: theme });

      test("signs in by mailed link and works a lead", async ({ page, request, browser }) => {
        // A whole working session (a mailed link, three axe runs, four full-page screenshots):
        // about 13 s on its own on a quick host; 30 s alone and 54 s beside another worker on one
        // where fresh memory is slow (29 November, docs/performance.md).
        test.setTimeout(120_000);
        const email = deskTeam.find((a) => a.includes(`${theme}-${javaScript ? "js" : "nojs"}`));
        if (!email) throw new Error("no desk address for this run");
        if (javaScript) await useTheme(page, theme);
        /** The address as a pattern's literal text. */
        const byEmail = email.replaceAll(".", "\\.");
        const marker = uniqueMarker();
        await postContactForm(request, {
          name: `Desk ${marker} <b>bold</b>`,
          // As long as real work addresses get: it must not push a phone's page sideways.
          email: `procurement.department.${marker}@internationalbusinessmachines-consulting.example`,
          // And a subject with a long unbroken reference, which must not widen the list.
          subject: `Clinic app ${marker} RFQ_2026_NorthstarDigital_ClinicBookingPlatform_PhaseOne_DiscoveryAndDesignReview`,
          message: "We need a booking app for three clinics.",
        });

        await page.goto("/desk");
        await expect(page.getByRole("heading", { name: "Sign in to the desk" })).toBeVisible();
        expect(await page.context().cookies()).toEqual([]);
        if (javaScript) await expectNoA11yViolations(page); // axe runs as a script in the page
        await page.getByLabel("Work email").fill(email);
        const mailsBefore = (await mailsTo(email)).length;
        await page.getByRole("button", { name: "Email Me a Sign-In Link" }).click();
        await expect(page.getByText("a sign-in link is on its way")).toContainText(email);
        // The address stays in the field, so a typo would show.
        await expect(page.getByLabel("Work email")).toHaveValue(email);
        await page.goto(await mailedSignInPath(email, mailsBefore));
        await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
        await page.getByRole("button", { name: "Sign In", exact: true }).click();

        await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
        await expect(page.getByText(`Signed in as`)).toContainText(email);
        const session = (await page.context().cookies()).find((c) => c.name === deskCookieName);
        /** A colleague signed in on another browser, on the page at `url`. */
        const colleagueAt = async (url: string) => {
          const context = await browser.newContext({ baseURL, javaScriptEnabled: javaScript });
          await context.addCookies(await page.context().cookies());
          const other = await context.newPage();
          await other.goto(url);
          return other;
        };
        expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/desk" });
        // A link to the desk on another site (Slack or webmail in a browser) finds the session.
        const deskList = page.url();
        await page.route("https://elsewhere.example/**", (route) =>
          route.fulfill({
            contentType: "text/html",
            body: `<!doctype html><title>Chat</title><a href="${deskList}">New lead</a>`,
          }),
        );
        await page.goto("https://elsewhere.example/");
        await page.getByRole("link", { name: "New lead" }).click();
        await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();

        await page.getByLabel("Search").fill(marker);
        await page.getByRole("button", { name: "Show" }).click();
        await expect(page.getByText("1 lead", { exact: true })).toBeVisible();
        if (javaScript) await expectNoA11yViolations(page); // axe runs as a script in the page
        for (const width of [390, 768, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          // The time stays on one line, even on a phone. Polled: on a busy machine the page can be
          // measured before its stylesheet applies (line-height "normal" reads as NaN).
          const time = page.locator("tbody time").first();
          await expect
            .poll(
              () =>
                time.evaluate(
                  (el) =>
                    el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
                ),
              { message: `lines of the time at ${width} px` },
            )
            .toBeLessThan(1.5);
          // The table fits its box, a phone's too: no column (the status) behind a sideways scroll.
          const overflow = await page
            .locator("table")
            .evaluate(
              (table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
            );
          expect(overflow, `px of the table beyond its box at ${width} px`).toBeLessThanOrEqual(0);
          const status = await page
            .locator("tbody")
            .getByText("New", { exact: true })
            .filter({ visible: true })
            .boundingBox();
          expect(status!.x + status!.width, `the status's right edge at ${width} px`).toBeLessThan(
            width,
          );
          // The lead's type and the page it was sent from show at every width, each once: on a
          // phone under the name, where the What and Page columns are hidden (innerText leaves
          // out what is not displayed).
          const row = await page.locator("tbody tr").first().innerText();
          for (const shown of ["Contact message", "/contact"]) {
            expect(row.split(shown).length - 1, `"${shown}" shown at ${width} px`).toBe(1);
          }
          const kind = page
            .locator("tbody")
            .getByText("Contact message", { exact: true })
            .filter({ visible: true });
          const kindBox = await kind.boundingBox();
          expect(kindBox!.x + kindBox!.width, `the type's right edge at ${width} px`).toBeLessThan(
            width,
          );
          await page.screenshot({
            path: `/tmp/desk-shots/leads-${theme}-${javaScript ? "js" : "nojs"}-${width}.png`,
            fullPage: true,
          });
        }
        await page.setViewportSize({ width: 1280, height: 900 });
        // Markup in a lead is shown as text.
        await page.getByRole("link", { name: `Desk ${marker} <b>bold</b>` }).click();
        await expect(page.getByRole("heading", { name: `Clinic app ${marker}` })).toBeVisible();
        await expect(page.getByRole("heading", { name: "Deliveries" })).toBeVisible();
        await page.getByRole("radio", { name: "Contacted" }).check();
        await page.getByLabel("Note").fill("Called, sending a proposal on Friday.");
        // A follow-up date, saved with the status and the note (a plain date field).
        await page.getByLabel("Follow up on").fill("2026-12-03");
        await page.getByRole("button", { name: "Save Status" }).click();
        // Said in the Status panel, which the page comes back scrolled to.
        await expect(
          page.getByRole("region", { name: /^Status/ }).getByText("Status saved.", { exact: true }),
        ).toBeInViewport();
        expect(new URL(page.url()).hash).toBe("#status-heading");
        await expect(page.getByLabel("Follow up on")).toHaveValue("2026-12-03");
        await expect(page.getByLabel("Note")).toHaveValue("Called, sending a proposal on Friday.");
        // The list's search rode along into the lead and through the save: back goes to it.
        await expect(page.getByRole("link", { name: "← All leads" })).toHaveAttribute(
          "href",
          `/desk?q=${marker}`,
        );
        // Who changed what, and when, in the agency's time: one save changed both.
        const changes = page.getByRole("region", { name: /^Status/ }).locator("p.text-xs");
        await expect(changes).toHaveText([
          new RegExp(
            `^Status and note changed \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d IST by ${byEmail}$`,
          ),
        ]);
        if (javaScript) await expectNoA11yViolations(page); // axe runs as a script in the page
        for (const width of [390, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
            `the lead's page scrolls sideways at ${width} px`,
          ).toBe(0);
          await page.screenshot({
            path: `/tmp/desk-shots/lead-${theme}-${javaScript ? "js" : "nojs"}-${width}.png`,
            fullPage: true,
          });
        }

        if (javaScript) {
          // A note typed when the session has ended is not lost: the post lands on the sign-in
          // page, and back on the lead once signed in the note is in the box again, saying so.
          const signedIn = await page.context().cookies();
          const note = "Proposal sent; follow up on Monday.";
          await page.getByLabel("Note").fill(note);
          await page.context().clearCookies();
          await page.getByRole("button", { name: "Save Status" }).click();
          await expect(page.getByRole("heading", { name: "Sign in to the desk" })).toBeVisible();
          // Signing in again leads back to the lead, without the earlier "Status saved.".
          const next = new URL(page.url()).searchParams.get("next") ?? "";
          expect(next).toMatch(new RegExp(`^/desk/leads/[\\w-]+\\?q=${marker}$`));
          await page.context().addCookies(signedIn);
          await page.goto(next);
          await expect(page.getByText("Status saved.", { exact: true })).toHaveCount(0);
          const restored = page.getByText("This note was typed here but not saved");
          await expect(page.getByLabel("Note")).toHaveValue(note);
          await expect(restored).toBeVisible();
          await expect(page.getByLabel("Note")).toHaveAccessibleDescription(/not saved/);
          await page.getByRole("button", { name: "Save Status" }).click();
          await expect(page.getByText("Status saved.", { exact: true })).toBeVisible();
          await expect(page.getByLabel("Note")).toHaveValue(note);
          await expect(restored).toBeHidden();
          // The shell drops the kept copy once the box holds what is saved.
          await expect
            .poll(() =>
              page.evaluate(() =>
                Object.keys(localStorage).filter((key) => key.startsWith("desk-note-draft:")),
              ),
            )
            .toEqual([]);

          // A kept note does not cover a colleague's note saved since: it is shown to copy.
          await page.getByLabel("Note").fill("Typed here, never saved.");
          const colleague = await colleagueAt(page.url());
          await colleague.getByLabel("Note").fill("Signed the Growth plan; advance paid.");
          await colleague.getByRole("radio", { name: "Won" }).check();
          await colleague.getByRole("button", { name: "Save Status" }).click();
          await expect(colleague.getByText("Status saved.", { exact: true })).toBeVisible();
          await colleague.context().close();
          await page.reload();
          await expect(page.getByLabel("Note")).toHaveValue(
            "Signed the Growth plan; advance paid.",
          );
          const stale = page.getByRole("status").filter({ hasText: "typed here earlier" });
          await expect(stale).toContainText("It read: “Typed here, never saved.”");
          await expect(page.getByLabel("Note")).toHaveAccessibleDescription(/typed here earlier/);
        }

        // A save against a page loaded before a colleague's save is refused, and says so; the
        // form keeps what was meant, so a second press saves it over theirs knowingly.
        const colleague = await colleagueAt(page.url());
        const before = await page.getByLabel("Note").inputValue();
        await colleague.getByLabel("Note").fill(`${before} Contract signed.`);
        await colleague.getByRole("button", { name: "Save Status" }).click();
        await expect(colleague.getByText("Status saved.", { exact: true })).toBeVisible();
        // A save of the note alone is recorded too, apart from the status's last change.
        await expect(
          colleague.getByRole("region", { name: /^Status/ }).locator("p.text-xs"),
        ).toHaveText([
          /^Status changed .+ IST by /,
          new RegExp(`^Note changed .+ IST by ${byEmail}$`),
        ]);
        await colleague.context().close();
        await page.getByRole("radio", { name: "Lost" }).check();
        await page.getByLabel("Note").fill("Went with another agency.");
        await page.getByRole("button", { name: "Save Status" }).click();
        await expect(page.getByRole("alert")).toContainText(
          `Not saved: this lead changed after you opened it. It is now`,
        );
        await expect(page.getByRole("alert").locator("blockquote")).toHaveText(
          `${before} Contract signed.`,
        );
        await expect(page.getByLabel("Note")).toHaveValue("Went with another agency.");
        await expect(page.getByRole("radio", { name: "Lost" })).toBeChecked();
        await page.getByRole("button", { name: "Save Status" }).click();
        await expect(page.getByText("Status saved.", { exact: true })).toBeVisible();
        await expect(page.getByLabel("Note")).toHaveValue("Went with another agency.");
        // Every save that changed the lead is in its history, newest first, with who made it;
        // the refused one is not (without JavaScript, two saves above need the script).
        const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
        await expect(history).toHaveCount(javaScript ? 5 : 3);
        await expect(history.first()).toContainText(
          new RegExp(
            `${byEmail}Status (Won|Contacted) →\\s+to LostNote:Went with another agency\\.$`,
          ),
        );
        await expect(history.nth(1)).toContainText(`${before} Contract signed.`);
        await expect(history.last()).toContainText(
          new RegExp(
            `${byEmail}Status New →\\s+to ContactedFollow up on 3 Dec( 2026)?Note:Called, sending a proposal`,
          ),
        );

        const leadUrl = page.url();
        // The numbers: server-drawn charts, no script needed.
        await page.getByRole("link", { name: "Numbers" }).click();
        await page.getByRole("link", { name: "7 days" }).click();
        await expect(page.getByRole("heading", { name: "Numbers" })).toBeVisible();
        await expect(page.getByRole("img", { name: /Per day from .* leads\./ })).toBeVisible();
        if (javaScript) await expectNoA11yViolations(page);
        // A figure is a number; what it is out of, in small type under it.
        const estimates = page.locator("dl > div", { hasText: "Estimates sent as messages" });
        await expect(estimates.locator("dd").first()).toHaveText(/^\d+$/);
        await expect(estimates.locator("dd").nth(1)).toHaveText(/^\d+ views of the estimate$/);
        for (const width of [390, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          // Column headings keep a gap between them ("Visitors" never runs into "Leads").
          const gaps = await page
            .getByRole("table", { name: "Sources" })
            .locator("th")
            .evaluateAll((cells) =>
              cells.slice(1).map((cell, n) => {
                const before = cells[n]!.querySelector("*") ?? cells[n]!;
                const text = (el: Element) => {
                  const range = document.createRange();
                  range.selectNodeContents(el);
                  return range.getBoundingClientRect();
                };
                return text(cell).left - text(before).right;
              }),
            );
          for (const gap of gaps)
            expect(gap, `gap between headings at ${width} px`).toBeGreaterThan(6);
          // The chart's labels render at 12 px or more, whichever drawing this width shows.
          const labelSizes = await page
            .getByRole("img", { name: /Per day from/ })
            .locator("svg:visible text")
            .evaluateAll((labels) =>
              labels.map(
                (label) =>
                  (label as SVGTextElement).getScreenCTM()!.a *
                  parseFloat(getComputedStyle(label).fontSize),
              ),
            );
          expect(labelSizes.length).toBeGreaterThan(0);
          expect(Math.min(...labelSizes), `chart label px at ${width} px`).toBeGreaterThanOrEqual(
            12,
          );
          await page.screenshot({
            path: `/tmp/desk-shots/numbers-${theme}-${javaScript ? "js" : "nojs"}-${width}.png`,
            fullPage: true,
          });
        }
        if (javaScript) {
          // Erasing a person leaves no unsaved note of theirs in this browser either.
          const other = `${marker}-erased`;
          await postContactForm(request, {
            name: `Erase ${other}`,
            email: `${other}@example.com`,
            subject: `Erase me ${other}`,
            message: "Please forget me after this.",
          });
          await page.goto(`/desk?q=${other}`);
          await page.getByRole("link", { name: `Erase ${other}` }).click();
          await page.getByLabel("Note").fill("Asked to be forgotten.");
          const draftsNow = () =>
            page.evaluate(() =>
              Object.keys(localStorage).filter((key) => key.startsWith("desk-note-draft:")),
            );
          // Polled: the shell keeps the draft on input, and a busy machine may load it late.
          await expect.poll(draftsNow).toHaveLength(1);
          // The erasure names the leads it takes: this person's one.
          await expect(page.getByText("This is their only lead: it goes.")).toBeVisible();
          await page
            .getByLabel("I understand that this erases this lead and cannot be undone.")
            .check();
          await page.getByRole("button", { name: "Erase Everywhere (1 lead)" }).click();
          await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
          expect(await draftsNow()).toEqual([]);
        }

        await page.goto(leadUrl);
        if (javaScript) {
          await page.getByRole("button", { name: "Sign Out", exact: true }).click();
        } else {
          // Signing out everywhere asks first, in a native disclosure that needs no script.
          const everywhere = page.getByRole("button", { name: "Sign Out on Every Device" });
          await expect(everywhere).toBeHidden();
          await page.locator("summary", { hasText: "Sign Out Everywhere…" }).click();
          await expect(everywhere).toHaveAccessibleDescription(
            `This ends every session of ${email} on every device, this one included.`,
          );
          await page.screenshot({
            path: `/tmp/desk-shots/sign-out-everywhere-${theme}.png`,
            clip: { x: 0, y: 0, width: page.viewportSize()?.width ?? 1440, height: 420 },
          });
          await everywhere.click();
        }
        await expect(page.getByRole("heading", { name: "Sign in to the desk" })).toBeVisible();
        // It says so, and how far: a teammate leaving a shared screen sees it took.
        await expect(
          page.getByText(
            javaScript
              ? "You are signed out of the desk in this browser."
              : "You are signed out on every device: each one needs a new link to come back.",
            { exact: true },
          ),
        ).toBeVisible();
        // The lead's page now answers with the sign-in form, without the lead.
        await page.goto(leadUrl);
        await expect(page.getByRole("heading", { name: "Sign in to the desk" })).toBeVisible();
        await expect(page.getByText(marker)).toHaveCount(0);
      });
    });
  }
}
