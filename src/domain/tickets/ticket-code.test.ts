import { createPrivateKey, createPublicKey, sign, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  fromBase64Url,
  newTicketKeyPair,
  readTicketCode,
  signTicketCode,
  signTicketCodeWith,
  TICKET_CODE_MAX,
  type TicketClaims,
  ticketPublicKey,
  toBase64Url,
  verifyTicketCode,
  verifyTicketCodeWith,
} from "./ticket-code";

const key = newTicketKeyPair();

const claims: TicketClaims = {
  ticketId: "0d6f7a52-3c1b-4bb5-9e0c-6c1f0a6f1e01",
  eventId: "5b1e2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  section: "premium",
  row: 12,
  seat: 7,
  version: 1,
};

/** The code's payload fields, one per line, as the format writes them. */
function fieldsOf(code: string): string[] {
  const [payload] = code.split(".");
  return new TextDecoder().decode(fromBase64Url(payload ?? "") ?? new Uint8Array()).split("\n");
}

/** The code with its payload's fields replaced and its original signature kept. */
function withFields(code: string, fields: string[]): string {
  const signature = code.split(".")[1];
  return `${toBase64Url(new TextEncoder().encode(fields.join("\n")))}.${signature}`;
}

describe("ticket codes", () => {
  it("sign and verify: the claims come back with the venue's public key", () => {
    const code = signTicketCode(claims, key.secretKey);
    expect(code).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}$/);
    expect(code.length).toBeLessThanOrEqual(TICKET_CODE_MAX);
    expect(verifyTicketCode(code, key.publicKey)).toEqual(claims);
    expect(readTicketCode(code)).toEqual(claims);
    // Ed25519 is deterministic: the same claims sign to the same code.
    expect(signTicketCode(claims, key.secretKey)).toBe(code);
    // A handheld scanner may add a line end or spaces around what it read.
    expect(verifyTicketCode(` ${code}\r\n`, key.publicKey)).toEqual(claims);
  });

  it("say which version they are: each version signs to its own code", () => {
    const first = signTicketCode(claims, key.secretKey);
    const second = signTicketCode({ ...claims, version: 2 }, key.secretKey);
    expect(second).not.toBe(first);
    expect(verifyTicketCode(second, key.publicKey)?.version).toBe(2);
  });

  it.each([
    ["the format word", 0, "BA2"],
    ["the ticket", 1, "0d6f7a52-3c1b-4bb5-9e0c-6c1f0a6f1e02"],
    ["the event", 2, "5b1e2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e"],
    ["the section", 3, "vip"],
    ["the row", 4, "1"],
    ["the seat", 5, "8"],
    ["the version", 6, "2"],
  ])("refuse a payload whose %s was changed", (_name, index, value) => {
    const code = signTicketCode(claims, key.secretKey);
    const fields = fieldsOf(code);
    fields[index] = value;
    const tampered = withFields(code, fields);
    expect(verifyTicketCode(tampered, key.publicKey)).toBeNull();
  });

  it("refuse a payload with a field added or taken away", () => {
    const code = signTicketCode(claims, key.secretKey);
    expect(verifyTicketCode(withFields(code, [...fieldsOf(code), "x"]), key.publicKey)).toBeNull();
    expect(verifyTicketCode(withFields(code, fieldsOf(code).slice(0, -1)), key.publicKey)).toBeNull();
  });

  it("refuse a tampered signature", () => {
    const code = signTicketCode(claims, key.secretKey);
    const [payload, signature] = code.split(".") as [string, string];
    for (const at of [0, 20, 42, 84]) {
      const flipped = signature.slice(0, at) + (signature[at] === "A" ? "B" : "A") + signature.slice(at + 1);
      expect(verifyTicketCode(`${payload}.${flipped}`, key.publicKey)).toBeNull();
    }
    expect(verifyTicketCode(`${payload}.${"A".repeat(86)}`, key.publicKey)).toBeNull();
    // A signature of the wrong length is no signature.
    expect(verifyTicketCode(`${payload}.${signature.slice(0, -1)}`, key.publicKey)).toBeNull();
    expect(verifyTicketCode(`${payload}.${signature}A`, key.publicKey)).toBeNull();
  });

  it("refuse a code signed with another key, and verify only with the signer's public key", () => {
    const other = newTicketKeyPair();
    const foreign = signTicketCode(claims, other.secretKey);
    expect(verifyTicketCode(foreign, key.publicKey)).toBeNull();
    expect(verifyTicketCode(foreign, other.publicKey)).toEqual(claims);
    // Well formed, so its claims can be read (to name what a forged code pretends to be).
    expect(readTicketCode(foreign)).toEqual(claims);
  });

  it.each([
    ["empty", ""],
    ["a dot", "."],
    ["words", "not a ticket"],
    ["a URL", "https://example.com/ticket/123"],
    ["no payload", `.${"A".repeat(86)}`],
    ["not base64url", `abc+/=.${"A".repeat(86)}`],
    ["an impossible base64url length", `abcde.${"A".repeat(86)}`],
  ])("refuse garbage: %s", (_name, code) => {
    expect(verifyTicketCode(code, key.publicKey)).toBeNull();
    expect(readTicketCode(code)).toBeNull();
  });

  it.each([
    ["a row that is no number", 4, "twelve"],
    ["a negative seat", 5, "-1"],
    ["version 0", 6, "0"],
    ["a row of ten digits", 4, "1234567890"],
    ["an empty ticket id", 1, ""],
    ["an empty section", 3, ""],
  ])("refuse claims that are not a ticket's even when signed: %s", (_name, index, value) => {
    const fields = fieldsOf(signTicketCode(claims, key.secretKey));
    fields[index] = value;
    const message = new TextEncoder().encode(fields.join("\n"));
    const code = `${toBase64Url(message)}.${"A".repeat(86)}`;
    expect(readTicketCode(code)).toBeNull();
    // Refused before any signature is looked at.
    expect(verifyTicketCodeWith(code, () => true)).toBeNull();
  });

  it("refuse a code longer than any ticket's, even one the venue signed", () => {
    const long = signTicketCode({ ...claims, section: "s".repeat(TICKET_CODE_MAX) }, key.secretKey);
    expect(long.length).toBeGreaterThan(TICKET_CODE_MAX);
    expect(verifyTicketCode(long, key.publicKey)).toBeNull();
    expect(readTicketCode(long)).toBeNull();
  });

  it("cannot be made for ids or a section that are empty or span lines", () => {
    expect(() => signTicketCode({ ...claims, ticketId: "" }, key.secretKey)).toThrow(RangeError);
    expect(() => signTicketCode({ ...claims, section: "a\nb" }, key.secretKey)).toThrow(RangeError);
    expect(() => signTicketCode({ ...claims, eventId: "e\n" }, key.secretKey)).toThrow(RangeError);
  });

  it("are the same with another Ed25519 implementation (node:crypto) signing or verifying", () => {
    const secret = createPrivateKey({
      key: Buffer.concat([Buffer.from("302e020100300506032b657004220420", "hex"), key.secretKey]),
      format: "der",
      type: "pkcs8",
    });
    const publicKey = createPublicKey({
      key: Buffer.concat([Buffer.from("302a300506032b6570032100", "hex"), key.publicKey]),
      format: "der",
      type: "spki",
    });
    const native = signTicketCodeWith(claims, (message) => sign(null, message, secret));
    expect(native).toBe(signTicketCode(claims, key.secretKey));
    expect(verifyTicketCodeWith(native, (signature, message) => verify(null, message, publicKey, signature))).toEqual(
      claims,
    );
    // A verifier that throws on what it is given refuses the code.
    expect(
      verifyTicketCodeWith(native, () => {
        throw new Error("bad key");
      }),
    ).toBeNull();
  });

  it("derive the public key from the secret seed", () => {
    expect(key.secretKey).toHaveLength(32);
    expect(key.publicKey).toHaveLength(32);
    expect(ticketPublicKey(key.secretKey)).toEqual(key.publicKey);
    expect(newTicketKeyPair().publicKey).not.toEqual(key.publicKey);
  });
});

describe("base64url", () => {
  it("matches Node's unpadded base64url for every length and byte", () => {
    for (let length = 0; length <= 40; length++) {
      const bytes = crypto.getRandomValues(new Uint8Array(length));
      const text = toBase64Url(bytes);
      expect(text).toBe(Buffer.from(bytes).toString("base64url"));
      expect(fromBase64Url(text)).toEqual(bytes);
    }
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(toBase64Url(all)).toBe(Buffer.from(all).toString("base64url"));
    expect(fromBase64Url(toBase64Url(all))).toEqual(all);
  });

  it("reads nothing but unpadded base64url", () => {
    expect(fromBase64Url("")).toEqual(new Uint8Array());
    expect(fromBase64Url("-_8")).toEqual(Uint8Array.from(Buffer.from("-_8", "base64url")));
    for (const text of ["ab+c", "ab/c", "abc=", "ab c", "é", "a", "abcde"]) expect(fromBase64Url(text)).toBeNull();
  });
});
