/**
 * WCAG 2 contrast ratio of two colours: (L1 + 0.05) / (L2 + 0.05), L being the relative luminance
 * of the lighter and the darker colour. Non-text contrast (1.4.11) asks for at least 3:1.
 */
export const NON_TEXT_CONTRAST = 3;

export type Rgb = readonly [number, number, number];

/** "#rgb", "#rrggbb", "rgb(r, g, b)" or "rgb(r g b)" (as browsers compute colours); opaque only. */
export function parseColour(colour: string): Rgb {
  const text = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(text);
  if (rgb) {
    const alpha = rgb[4];
    if (alpha !== undefined && (alpha.endsWith("%") ? Number.parseFloat(alpha) < 100 : Number(alpha) < 1)) {
      throw new Error(`a translucent colour has no contrast of its own: ${colour}`);
    }
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  throw new Error(`not a colour this check reads: ${colour}`);
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const la = relativeLuminance(typeof a === "string" ? parseColour(a) : a);
  const lb = relativeLuminance(typeof b === "string" ? parseColour(b) : b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
