/**
 * `GET /api/aerial-view`. Anything but `ready`
 * shows the embedded satellite map; all but `not_configured` also say why.
 */
export const AERIAL_STATES = ["ready", "processing", "not_found", "error", "unreachable", "not_configured"] as const;
export type AerialState = (typeof AERIAL_STATES)[number];

export type AerialView =
  | { state: "ready"; videoUrl: string; posterUrl: string | null }
  | { state: Exclude<AerialState, "ready"> };
