import { describe, expect, it } from "vitest";
import {
  type Ability,
  type Actor,
  abilitiesOf,
  anonymous,
  can,
  canChangeEvent,
  canReadEventSales,
  canReadShift,
} from "./permissions";

const user: Actor = { userId: "u1", roles: [] };
const manager: Actor = { userId: "m1", roles: ["event_manager"] };
const admin: Actor = { userId: "a1", roles: ["admin"] };
const boxOffice: Actor = { userId: "b1", roles: ["box_office"] };

describe("the table", () => {
  const rows: [Ability, boolean, boolean, boolean, boolean][] = [
    ["site.browse", true, true, true, true],
    ["feedback.send", true, true, true, true],
    ["seats.checkout", false, true, true, true],
    ["tickets.readOwn", false, true, true, true],
    ["tours.book", false, true, true, true],
    ["events.manage", false, false, true, true],
    ["events.create", false, false, true, true],
    ["events.approve", false, false, false, true],
    ["events.createComplimentary", false, false, false, true],
    ["seating.manage", false, false, false, true],
    ["codes.manage", false, false, false, true],
    ["bookings.complimentary", false, false, false, true],
    ["feedback.read", false, false, false, true],
  ];
  it.each(rows)("%s: anonymous %s, user %s, manager %s, admin %s", (ability, a, u, m, ad) => {
    expect([can(anonymous, ability), can(user, ability), can(manager, ability), can(admin, ability)]).toEqual([
      a,
      u,
      m,
      ad,
    ]);
  });

  it("an admin also counts as an event manager", () => {
    expect(abilitiesOf(admin)).toEqual(expect.arrayContaining(abilitiesOf(manager)));
  });
});

describe("changing an event", () => {
  it.each([
    ["its creator, an event manager", manager, "m1", true],
    ["another event manager", manager, "x", false],
    ["any admin", admin, "x", true],
    ["a user who created it before losing the role", user, "u1", false],
    ["anonymous", anonymous, null, false],
  ] as const)("%s: %s", (_label, actor, createdBy, allowed) => {
    expect(canChangeEvent(actor, { createdBy })).toBe(allowed);
  });
});

describe("box-office staff", () => {
  it("sell at the window and read their shift, and nothing of managers' or admins'", () => {
    expect(abilitiesOf(boxOffice).filter((a) => !can(user, a))).toEqual(["window.sell", "window.shift"]);
    expect(can(manager, "window.sell")).toBe(false);
    expect(can(admin, "window.sell")).toBe(true);
  });

  it.each([
    ["their own shift", boxOffice, "b1", true],
    ["another operator's shift", boxOffice, "b2", false],
    ["an admin, anyone's", admin, "b2", true],
    ["an event manager", manager, "m1", false],
    ["a user", user, "u1", false],
  ] as const)("%s", (_label, actor, operatorId, allowed) => {
    expect(canReadShift(actor, operatorId)).toBe(allowed);
  });
});

describe("the sales dashboard", () => {
  it.each([
    ["an event's manager", manager, "m1", true],
    ["another event manager", manager, "x", false],
    ["an admin", admin, "x", true],
    ["box-office staff", boxOffice, "b1", false],
    ["a user", user, "u1", false],
  ] as const)("%s", (_label, actor, createdBy, allowed) => {
    expect(canReadEventSales(actor, { createdBy })).toBe(allowed);
  });
});
