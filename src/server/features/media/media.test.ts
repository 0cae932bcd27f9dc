import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "#domain/media";
import type { UploadedImage } from "#domain/schemas/event-form";
import { type BuiltUser, buildUsers } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

/** A real picture of the given size and format, with an EXIF block a camera would write. */
async function picture(format: "jpeg" | "png" | "gif" | "webp", width = 800, height = 500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .withExif({ IFD0: { Make: "TestCam", Artist: "Someone Private" } })
    .toFormat(format)
    .toBuffer();
}

describeDialects("image upload", (open) => {
  let t: TestApp;
  let manager: BuiltUser;
  let guest: BuiltUser;

  beforeAll(async () => {
    t = await open();
    [manager] = (await buildUsers(t.ctx, 1, ["event_manager"])) as [BuiltUser];
    [guest] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
  });

  function upload(cookie: string | undefined, body: Uint8Array, name: string, type = "image/jpeg") {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(body)], name, { type }));
    return t.request("/api/media", { method: "POST", cookie, body: form });
  }

  async function uploaded(response: Response): Promise<UploadedImage> {
    expect(response.status).toBe(201);
    return ((await response.json()) as { image: UploadedImage }).image;
  }

  it.each(["jpeg", "png", "gif", "webp"] as const)(
    "stores a %s as WebP without its metadata, and serves it with long caching",
    async (format) => {
      const image = await uploaded(await upload(manager.cookie, await picture(format), `Poster Art.${format}`));
      expect(image.url).toMatch(new RegExp(`^/media/${manager.userId}/\\d+_poster-art-480\\.webp$`));
      expect(image.variants.map((v) => v.width)).toEqual([480]);

      const served = await t.request(image.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const body = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(body).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 480 });
      expect(meta.exif).toBeUndefined();
      expect(body.includes("Someone Private")).toBe(false);
    },
  );

  it("keeps a few widths of a large picture, largest first, each a media row under DATA_DIR/media", async () => {
    const image = await uploaded(await upload(manager.cookie, await picture("png", 2400, 1200), "wide.png"));
    expect(image.variants.map((v) => v.width)).toEqual([1600, 960, 480]);
    expect(image.url).toBe(image.variants[0]?.url);
    const rows = await t.ctx.db.selectFrom("media").selectAll().where("owner_id", "=", manager.userId).execute();
    for (const variant of image.variants) {
      const key = variant.url.replace(/^\/media\//, "");
      expect(rows.find((r) => r.storage_key === key)).toMatchObject({
        width: variant.width,
        content_type: "image/webp",
      });
      expect(existsSync(path.join(t.ctx.config.dataDir, "media", key))).toBe(true);
    }
  });

  it("never enlarges a small picture", async () => {
    const image = await uploaded(await upload(manager.cookie, await picture("jpeg", 300, 200), "small.jpg"));
    expect(image.variants.map((v) => v.width)).toEqual([300]);
  });

  it("refuses a file that only claims to be an image, by its bytes", async () => {
    const script = new TextEncoder().encode("<?php system($_GET['c']); ?> not a picture at all");
    const response = await upload(manager.cookie, script, "holiday.jpg", "image/jpeg");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "validation_failed", fields: { file: "manage.events.image.invalidType" } },
    });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(manager.cookie, svg, "logo.png", "image/png")).status).toBe(400);
  });

  it("refuses an image whose header is right but whose body is not", async () => {
    const broken = (await picture("png")).subarray(0, 40);
    const response = await upload(manager.cookie, broken, "broken.png", "image/png");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "bad_request", params: { reason: "image_unreadable" } } });
  });

  it.each([
    ["one byte over 5 MB", MAX_IMAGE_BYTES + 1],
    ["far over 5 MB", MAX_IMAGE_BYTES * 2],
  ])("refuses a file %s with 413", async (_label, size) => {
    const big = new Uint8Array(size);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await upload(manager.cookie, big, "huge.jpg");
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: "payload_too_large", params: { reason: "image_too_large", maxBytes: MAX_IMAGE_BYTES } },
    });
  });

  it("takes uploads only from event managers and admins, and a file is required", async () => {
    expect((await upload(guest.cookie, await picture("png"), "x.png")).status).toBe(403);
    expect((await upload(undefined, await picture("png"), "x.png")).status).toBe(401);
    const empty = await t.request("/api/media", { method: "POST", cookie: manager.cookie, body: new FormData() });
    expect(empty.status).toBe(400);
  });

  it("serves nothing outside the media folder", async () => {
    for (const url of ["/media/..%2F..%2Fetc/passwd", "/media/x/..%2F.auth-secret", "/media/x/y.webp"]) {
      expect((await t.request(url)).status).toBe(404);
    }
  });
});
