import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { amzDate, objectUrl, signingKey, signRequest } from "./s3-client";

const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
const ACCESS_KEY = "AKIAIOSFODNN7EXAMPLE";
const SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
const DATE = new Date("2013-05-24T00:00:00Z");

describe("AWS Signature Version 4", () => {
  it("formats the request time and the day of the scope", () => {
    expect(amzDate(new Date("2024-03-09T07:05:04.321Z"))).toEqual({ dateTime: "20240309T070504Z", day: "20240309" });
  });

  it("derives the signing key by chaining HMACs over day, region, service and aws4_request", () => {
    // The key-derivation example of the SigV4 documentation.
    expect(signingKey("wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY", "20120215", "us-east-1", "iam").toString("hex")).toBe(
      "f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d",
    );
  });

  it("signs a GET: canonical request, string to sign and Authorization as the spec lays them out", () => {
    const signed = signRequest({
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { Range: "bytes=0-9" },
      date: DATE,
      region: "us-east-1",
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
    });
    const canonical = [
      "GET",
      "/test.txt",
      "",
      "host:examplebucket.s3.amazonaws.com",
      "range:bytes=0-9",
      `x-amz-content-sha256:${EMPTY_SHA256}`,
      "x-amz-date:20130524T000000Z",
      "",
      "host;range;x-amz-content-sha256;x-amz-date",
      EMPTY_SHA256,
    ].join("\n");
    expect(signed.canonicalRequest).toBe(canonical);
    expect(createHash("sha256").update(canonical).digest("hex")).toBe(
      "7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972",
    );
    expect(signed.stringToSign).toBe(
      [
        "AWS4-HMAC-SHA256",
        "20130524T000000Z",
        "20130524/us-east-1/s3/aws4_request",
        "7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972",
      ].join("\n"),
    );
    expect(signed.headers).toEqual({
      range: "bytes=0-9",
      "x-amz-date": "20130524T000000Z",
      "x-amz-content-sha256": EMPTY_SHA256,
      authorization:
        "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    });
  });

  it("signs a path-style conditional PUT with its body hash, the port in host, headers sorted", () => {
    const body = new TextEncoder().encode("Welcome to Amazon S3.");
    const config = {
      endpoint: "http://127.0.0.1:9000",
      bucket: "arena-media",
      region: "eu-central-1",
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
    };
    const url = objectUrl(config, "u1/17_poster-480.webp");
    expect(url.toString()).toBe("http://127.0.0.1:9000/arena-media/u1/17_poster-480.webp");
    const signed = signRequest({
      ...config,
      method: "PUT",
      url,
      headers: { "If-None-Match": "*", "Content-Type": "image/webp" },
      body,
      date: DATE,
    });
    const bodyHash = createHash("sha256").update(body).digest("hex");
    expect(signed.canonicalRequest).toBe(
      [
        "PUT",
        "/arena-media/u1/17_poster-480.webp",
        "",
        "content-type:image/webp",
        "host:127.0.0.1:9000",
        "if-none-match:*",
        `x-amz-content-sha256:${bodyHash}`,
        "x-amz-date:20130524T000000Z",
        "",
        "content-type;host;if-none-match;x-amz-content-sha256;x-amz-date",
        bodyHash,
      ].join("\n"),
    );
    expect(signed.stringToSign.split("\n").slice(0, 3)).toEqual([
      "AWS4-HMAC-SHA256",
      "20130524T000000Z",
      "20130524/eu-central-1/s3/aws4_request",
    ]);
    expect(signed.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/20130524\/eu-central-1\/s3\/aws4_request, SignedHeaders=content-type;host;if-none-match;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(signed.headers).not.toHaveProperty("host");
  });

  it("encodes each path segment once, per RFC 3986", () => {
    const signed = signRequest({
      method: "GET",
      url: new URL("http://s3.local/b/a%20b/c(1)~.webp"),
      date: DATE,
      region: "us-east-1",
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
    });
    expect(signed.canonicalRequest.split("\n")[1]).toBe("/b/a%20b/c%281%29~.webp");
  });
});
