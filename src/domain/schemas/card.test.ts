import { describe, expect, it } from "vitest";
import {
  CARD_ERRORS,
  type CardPaymentInput,
  cardPaymentSchema,
  DECLINED_TEST_CARD,
  emptyCardPayment,
  formatCardNumber,
  formatExpiry,
  isValidCardNumber,
  isValidExpiry,
  simulatedToken,
} from "./card";
import { simulatedPaymentSchema } from "./tickets";

const now = new Date("2026-11-20T18:00:00.000Z");

describe("formatCardNumber", () => {
  it.each([
    ["", ""],
    ["4", "4"],
    ["4111", "4111"],
    ["41111", "4111 1"],
    ["4111111111111111", "4111 1111 1111 1111"],
    ["4111 1111 1111 1111", "4111 1111 1111 1111"],
    ["4111-1111-1111-1111", "4111 1111 1111 1111"],
    ["41a1b1c1", "4111 1"],
    ["41111111111111112222", "4111 1111 1111 1111"],
    ["378282246310005", "3782 8224 6310 005"],
  ])("%j -> %j", (input, output) => {
    expect(formatCardNumber(input)).toBe(output);
  });

  it("never exceeds 19 characters", () => {
    expect(formatCardNumber("9".repeat(40))).toHaveLength(19);
  });
});

describe("formatExpiry", () => {
  it.each([
    ["", "", ""],
    ["1", "", "1"],
    ["12", "1", "12/"],
    ["123", "12/", "12/3"],
    ["12/34", "12/3", "12/34"],
    ["12345", "12/34", "12/34"],
    ["1234", "", "12/34"],
    ["4", "", "04/"],
    ["0", "", "0"],
    ["ab1c2", "", "12/"],
    // Deleting the slash leaves the month so it can be erased further.
    ["12", "12/", "12"],
    ["1", "12", "1"],
  ])("%j after %j -> %j", (input, previous, output) => {
    expect(formatExpiry(input, previous)).toBe(output);
  });
});

describe("isValidCardNumber", () => {
  it.each([
    ["4111 1111 1111 1111", true],
    ["4111111111111", true],
    ["4111 1111 1111", false],
    ["411111111111", false],
    ["", false],
    ["4111 1111 1111 111a", false],
    ["4111 1111 1111 1111 1", false],
  ])("%j: %s", (value, valid) => {
    expect(isValidCardNumber(value)).toBe(valid);
  });
});

describe("isValidExpiry (now is November 2026)", () => {
  it.each([
    ["11/26", true],
    ["12/26", true],
    ["01/27", true],
    ["10/26", false],
    ["12/25", false],
    ["00/27", false],
    ["13/27", false],
    ["1/27", false],
    ["11/2026", false],
    ["1127", false],
    ["", false],
  ])("%j: %s", (value, valid) => {
    expect(isValidExpiry(value, now)).toBe(valid);
  });
});

describe("simulatedToken", () => {
  it.each([
    [DECLINED_TEST_CARD, "sim_decline_0002"],
    ["4000000000000002", "sim_decline_0002"],
    ["4111 1111 1111 1111", "sim_ok_1111"],
    ["5555 5555 5555 4444", "sim_ok_4444"],
    ["4000 0000 0000 0012", "sim_ok_0012"],
  ])("%j -> %s", (card, token) => {
    expect(simulatedToken(card)).toBe(token);
    expect(simulatedPaymentSchema.safeParse({ token }).success).toBe(true);
  });

  it("never carries more of the card than its last four digits", () => {
    expect(simulatedToken("4242 4242 4242 4242")).not.toContain("424242");
  });
});

describe("cardPaymentSchema", () => {
  const valid: CardPaymentInput = {
    cardNumber: "4111 1111 1111 1111",
    expiryDate: "12/28",
    cvv: "123",
    cardholderName: "  Ana García ",
    billingAddress: { street: "1 Main St", city: "Cypress", state: "TX", zipCode: "77433", country: "US" },
  };
  const schema = cardPaymentSchema(now);
  const issuesOf = (input: unknown) =>
    schema.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

  it("accepts a complete form and trims the text fields", () => {
    const result = schema.parse(valid);
    expect(result.cardholderName).toBe("Ana García");
  });

  it("defaults the billing country to US", () => {
    const { country: _country, ...billing } = valid.billingAddress;
    expect(schema.parse({ ...valid, billingAddress: billing }).billingAddress.country).toBe("US");
  });

  it.each<[string, Partial<CardPaymentInput>, string, string]>([
    ["a short card number", { cardNumber: "4111 1111 111" }, "cardNumber", CARD_ERRORS.number],
    ["an expired card", { expiryDate: "10/26" }, "expiryDate", CARD_ERRORS.expiry],
    ["month 13", { expiryDate: "13/29" }, "expiryDate", CARD_ERRORS.expiry],
    ["a two-digit CVV", { cvv: "12" }, "cvv", CARD_ERRORS.cvv],
    ["a five-digit CVV", { cvv: "12345" }, "cvv", CARD_ERRORS.cvv],
    ["a CVV with a letter", { cvv: "12a" }, "cvv", CARD_ERRORS.cvv],
    ["a blank cardholder", { cardholderName: "   " }, "cardholderName", CARD_ERRORS.name],
  ])("refuses %s", (_label, change, path, message) => {
    expect(issuesOf({ ...valid, ...change })).toEqual([[path, message]]);
  });

  it.each(["street", "city", "state", "zipCode"] as const)("refuses a blank billing %s", (field) => {
    const input = { ...valid, billingAddress: { ...valid.billingAddress, [field]: " " } };
    expect(issuesOf(input)).toEqual([[`billingAddress.${field}`, CARD_ERRORS.billing]]);
  });

  it("reports every problem of an empty form", () => {
    expect(issuesOf(emptyCardPayment()).map(([, message]) => message)).toEqual([
      CARD_ERRORS.number,
      CARD_ERRORS.expiry,
      CARD_ERRORS.cvv,
      CARD_ERRORS.name,
      CARD_ERRORS.billing,
      CARD_ERRORS.billing,
      CARD_ERRORS.billing,
      CARD_ERRORS.billing,
    ]);
  });
});
