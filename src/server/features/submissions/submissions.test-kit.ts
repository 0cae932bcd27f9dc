import type { TestApp } from "#server/testing/test-app";

/** Valid bodies for each form; override what a case is about. */
export function buildInquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Dana Planner",
    email: `planner-${crypto.randomUUID().slice(0, 8)}@example.com`,
    phone: "(281) 555-0199",
    organization: "Cypress Robotics Club",
    eventType: "graduation",
    eventDate: "2030-05-20",
    expectedAttendees: "1200",
    eventDescription: "Spring graduation with a stage and family seating.",
    additionalServices: ["security", "audiovisual"],
    ...overrides,
  };
}

export function buildContact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Chris Visitor",
    email: `visitor-${crypto.randomUUID().slice(0, 8)}@example.com`,
    phone: "",
    subject: "Lost and found",
    message: "I left a blue scarf in section 104 on Friday.",
    ...overrides,
  };
}

export function buildSignUp(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Sam Subscriber",
    email: `fan-${crypto.randomUUID().slice(0, 8)}@example.com`,
    interests: "Concerts and basketball",
    ...overrides,
  };
}

export interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
  headers: string | null;
}

export function outboxFor(t: TestApp, email: string): Promise<OutboxRow[]> {
  return t.ctx.db
    .selectFrom("mail_outbox")
    .select(["to_address", "subject", "text_body", "headers"])
    .where("to_address", "=", email)
    .orderBy("id")
    .execute();
}

export async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; fields?: Record<string, string> } }).error;
}
