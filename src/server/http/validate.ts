import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "./errors";

/** The first problem of each field, as a message key the web app translates. */
function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".") || "_";
    fields[path] ??= issue.message;
  }
  return fields;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError("validation_failed", undefined, fieldsOf(result.error));
  return result.data;
}

/** Reads a JSON body and validates it; a body that is not JSON is a `bad_request`. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("bad_request");
  }
  return parseWith(schema, body);
}
