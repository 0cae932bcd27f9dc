import { z } from "zod";

/**
 * An optional environment variable: surrounding space trimmed, and an empty value (`X=`) read as
 * not set, so a blank line in an env file never counts as a setting.
 */
export const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
