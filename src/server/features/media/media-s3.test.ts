import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadedImage } from "#domain/schemas/event-form";
import { silentLogger } from "#server/platform/logger";
import { type BuiltUser, buildUsers } from "#server/testing/factories";
import { createTestApp, type TestApp } from "#server/testing/test-app";
import { s3MediaStore } from "./media.storage";

const BUCKET = "arena-media";
const REGION = "eu-central-1";
const ACCESS_KEY = "ARENATESTKEY";
const SECRET = "arena-test-secret-key-0123456789";

/**
 * A local stand-in for an S3-compatible bucket, in memory. It checks every request's SigV4
 * signature with its own derivation (not the client's code), so a signing mistake fails here
 * the way a real bucket would refuse it.
 */
function stubBucket() {
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  const refusals: string[] = [];

  function hmac(key: Buffer | string, data: string) {
    return createHmac("sha256", key).update(data).digest();
  }

  /** Why the signature is wrong, or null when it is right. */
  function signatureProblem(req: IncomingMessage, body: Buffer): string | null {
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? "",
      );
    if (!auth) return "malformed authorization";
    const [, keyId, day, region, signedHeaders = "", signature = ""] = auth;
    const amzDate = String(req.headers["x-amz-date"] ?? "");
    if (keyId !== ACCESS_KEY || region !== REGION || !amzDate.startsWith(day ?? "-")) return "wrong scope";
    const payloadHash = createHash("sha256").update(body).digest("hex");
    if (req.headers["x-amz-content-sha256"] !== payloadHash) return "body hash";
    // The spec's order is by lower-case name; a client that signs in another order is wrong.
    const names = signedHeaders.split(";").sort();
    const required = ["host", "x-amz-date", "x-amz-content-sha256", ...(req.method === "PUT" ? ["if-none-match"] : [])];
    if (required.some((name) => !names.includes(name))) return "unsigned header";
    const canonical = [
      req.method,
      (req.url ?? "").split("?")[0],
      "",
      ...names.map((name) => `${name}:${String(req.headers[name] ?? "").trim()}`),
      "",
      names.join(";"),
      payloadHash,
    ].join("\n");
    const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${day}/${region}/s3/aws4_request\n${createHash("sha256").update(canonical).digest("hex")}`;
    const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day ?? ""), region ?? ""), "s3"), "aws4_request");
    const expected = createHmac("sha256", key).update(toSign).digest();
    return timingSafeEqual(expected, Buffer.from(signature, "hex")) ? null : "signature mismatch";
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const problem = signatureProblem(req, body);
      if (problem) {
        refusals.push(problem);
        res.writeHead(403, { "content-type": "application/xml" });
        res.end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
        return;
      }
      const objectPath = req.url ?? "";
      if (!objectPath.startsWith(`/${BUCKET}/`)) {
        res.writeHead(404).end("<Error><Code>NoSuchBucket</Code></Error>");
      } else if (req.method === "PUT") {
        if (objectPath && objects.has(objectPath) && req.headers["if-none-match"] === "*") {
          res.writeHead(412).end("<Error><Code>PreconditionFailed</Code></Error>");
          return;
        }
        objects.set(objectPath, { body, type: req.headers["content-type"] });
        res.writeHead(200, { etag: '"x"' }).end();
      } else if (req.method === "GET") {
        const found = objects.get(objectPath);
        if (!found) res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
        else res.writeHead(200, { "content-type": found.type ?? "" }).end(found.body);
      } else {
        res.writeHead(405).end();
      }
    });
  });
  return { server, objects, refusals };
}

function bucketEnv(endpoint: string, secret = SECRET) {
  return {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: REGION,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: secret,
  };
}

const picture = (width: number) =>
  sharp({ create: { width, height: 300, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .png()
    .toBuffer();

describe("images in an S3-compatible bucket", () => {
  const stub = stubBucket();
  let endpoint: string;
  let t: TestApp;
  let manager: BuiltUser;
  const others: TestApp[] = [];

  beforeAll(async () => {
    await new Promise<void>((resolve) => stub.server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(stub.server.address() as AddressInfo).port}`;
    t = await createTestApp({ env: bucketEnv(endpoint) });
    [manager] = (await buildUsers(t.ctx, 1, ["event_manager"])) as [BuiltUser];
  });

  afterAll(async () => {
    await Promise.all([t.close(), ...others.map((app) => app.close())]);
    await new Promise<void>((resolve) => stub.server.close(() => resolve()));
  });

  function upload(app: TestApp, cookie: string, body: Buffer, name: string) {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(body)], name, { type: "image/png" }));
    return app.request("/api/media", { method: "POST", cookie, body: form });
  }

  it("uploads every width to the bucket, signed, and serves them back at /media/… with long caching", async () => {
    const response = await upload(t, manager.cookie, await picture(1000), "Court Side.png");
    expect(response.status).toBe(201);
    const { image } = (await response.json()) as { image: UploadedImage };
    expect(image.variants.map((v) => v.width)).toEqual([960, 480]);
    expect(stub.refusals).toEqual([]);

    for (const variant of image.variants) {
      const key = variant.url.replace(/^\/media\//, "");
      const stored = stub.objects.get(`/${BUCKET}/${key}`);
      expect(stored?.type).toBe("image/webp");
      expect(existsSync(path.join(t.ctx.config.dataDir, "media", key))).toBe(false);

      const served = await t.request(variant.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.equals(stored?.body ?? Buffer.alloc(0))).toBe(true);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: variant.width });
    }
    expect((await t.request(`/media/${manager.userId}/1_missing-480.webp`)).status).toBe(404);
  });

  it("never overwrites: an existing key answers 412 and the store reports it taken", async () => {
    const store = s3MediaStore(t.ctx.config.s3 ?? expect.fail("no bucket configured"), silentLogger);
    const key = "owner1/1_taken-480.webp";
    expect(await store.put(key, Buffer.from("first"))).toBe(true);
    expect(await store.put(key, Buffer.from("second"))).toBe(false);
    expect((await store.get(key))?.toString()).toBe("first");
    expect(await store.get("owner1/1_nothing-480.webp")).toBeNull();
    expect(stub.refusals).toEqual([]);
  });

  it("fails the upload with upstream_failed when the bucket refuses the signature, recording nothing", async () => {
    const wrong = await createTestApp({ env: bucketEnv(endpoint, "not-the-right-secret-0123456789") });
    others.push(wrong);
    const [user] = (await buildUsers(wrong.ctx, 1, ["event_manager"])) as [BuiltUser];
    const before = stub.objects.size;

    const response = await upload(wrong, user.cookie, await picture(500), "refused.png");
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: { code: "upstream_failed", params: { reason: "status", status: 403 } },
    });
    expect(stub.refusals).toContain("signature mismatch");
    expect(stub.objects.size).toBe(before);
    expect(await wrong.ctx.db.selectFrom("media").selectAll().execute()).toEqual([]);
  });

  it("fails the upload with upstream_failed when the bucket cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadEndpoint = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = await createTestApp({ env: bucketEnv(deadEndpoint) });
    others.push(offline);
    const [user] = (await buildUsers(offline.ctx, 1, ["event_manager"])) as [BuiltUser];

    const response = await upload(offline, user.cookie, await picture(500), "offline.png");
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: { code: "upstream_failed", params: { reason: "unreachable" } } });
  });
});
