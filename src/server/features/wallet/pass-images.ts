import sharp from "sharp";

/** The arena's mark (the site's icon): an arch over a stage, in the brand's blue and amber. */
const MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1d4ed8"/><path d="M12 44c4-14 12-22 20-22s16 8 20 22" fill="none" stroke="#fbbf24" stroke-width="6" stroke-linecap="round"/><rect x="18" y="42" width="28" height="6" rx="3" fill="#fff"/></svg>`;

/** Wallet's image sizes in points: the icon (lock screen, notifications) and the logo (top left). */
const SIZES = {
  "icon.png": 29,
  "icon@2x.png": 58,
  "icon@3x.png": 87,
  "logo.png": 50,
  "logo@2x.png": 100,
  "logo@3x.png": 150,
} as const;

let images: Promise<Record<string, Buffer>> | undefined;

/** The pass's images, drawn from the mark once per process. */
export function passImages(): Promise<Record<string, Buffer>> {
  images ??= (async () => {
    const entries = await Promise.all(
      Object.entries(SIZES).map(async ([name, size]) => {
        const png = await sharp(Buffer.from(MARK_SVG), { density: 72 * Math.ceil(size / 64) * 2 })
          .resize(size, size)
          .png()
          .toBuffer();
        return [name, png] as const;
      }),
    );
    return Object.fromEntries(entries);
  })().catch((error: unknown) => {
    // A failed drawing is tried again by the next pass.
    images = undefined;
    throw error;
  });
  return images;
}
