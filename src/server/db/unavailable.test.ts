import { describe, expect, it } from "vitest";
import { describeDatabaseError, isDatabaseUnavailable } from "./unavailable";

/** An error as node-postgres or Node's sockets shape it: a message and a code. */
function failure(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe("recognising an unreachable database", () => {
  it.each([
    ["an administrator shut the server down", failure("terminating connection due to administrator command", "57P01")],
    ["the server crashed", failure("terminating connection because of crash of another server process", "57P02")],
    ["the server is starting up", failure("the database system is starting up", "57P03")],
    ["a connection exception", failure("connection failure", "08006")],
    ["the connection was refused", failure("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["the connection was reset", failure("read ECONNRESET", "ECONNRESET")],
    ["the host name did not resolve", failure("getaddrinfo ENOTFOUND db.internal", "ENOTFOUND")],
    ["the socket closed mid-query", failure("Connection terminated unexpectedly")],
    ["the client lost its connection", failure("Client has encountered a connection error and is not queryable")],
    ["no connection came in time", failure("timeout exceeded when trying to connect")],
    ["the cause was a refused connection", new Error("query failed", { cause: failure("refused", "ECONNREFUSED") })],
    [
      "every address of the host refused",
      new AggregateError([failure("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], ""),
    ],
  ])("%s", (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", failure("duplicate key value violates unique constraint", "23505")],
    ["a wrong password", failure('password authentication failed for user "arena"', "28P01")],
    ["a missing database", failure('database "arena" does not exist', "3D000")],
    ["a query cancelled by the statement timeout", failure("canceling statement due to statement timeout", "57014")],
    ["a busy SQLite database", failure("database is locked", "SQLITE_BUSY")],
    ["a plain error", new Error("something else")],
    ["not an error", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("not %s", (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("describes a failure by its code and text, or an aggregate by its first error", () => {
    expect(describeDatabaseError(failure("the database system is starting up", "57P03"))).toBe(
      "57P03 the database system is starting up",
    );
    const aggregate = Object.assign(
      new AggregateError([failure("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")], ""),
      { code: "ECONNREFUSED" },
    );
    expect(describeDatabaseError(aggregate)).toBe("ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432");
  });
});
