import { describe, expect, it } from "vitest";
import { venue } from "#domain/venue";
import { checkReply } from "./reply-guard";

const facts = "Quokka Jazz Night (id 2c4f8330-3137-48db-a8cc-ee0c52ff9397) on December 18: General $25.";
const check = (reply: string) => checkReply(reply, { language: "en", facts });

describe("the model's reply guard", () => {
  it("lets a reply link an event by its id, however many digits the id has", () => {
    expect(
      check(
        "Quokka Jazz Night has General seats at $25. Tickets at /box-office?event=2c4f8330-3137-48db-a8cc-ee0c52ff9397.",
      ),
    ).toEqual({ ok: true });
    expect(check("See /events/11223344-5566-7788-9900-112233445566 for the details.")).toEqual({ ok: true });
  });

  it("refuses a phone number, an address or a figure that is not the venue's or a tool's", () => {
    expect(check("Call Maria at 713 555 0199 about it.")).toMatchObject({ ok: false, reason: "personal data: phone" });
    expect(check("Write to maria@example.org.")).toMatchObject({ ok: false, reason: "personal data: e-mail" });
    expect(check("General seats are $30.")).toMatchObject({ ok: false, reason: "amount not from a tool: $30" });
    expect(check("It is on December 19.")).toMatchObject({ ok: false, reason: "date not from a tool: 12-19" });
    expect(check(`Call the venue at ${venue.phone}.`)).toEqual({ ok: true });
  });

  it("refuses links that are no page of the site, and other sites", () => {
    expect(check("Tickets at /no-such-page.")).toMatchObject({ ok: false });
    expect(check("Tickets at https://example.com/tickets.")).toMatchObject({ ok: false, reason: "external link" });
  });
});
