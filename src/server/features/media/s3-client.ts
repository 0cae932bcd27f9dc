import { createHash, createHmac } from "node:crypto";

/**
 * A small client for S3-compatible buckets (AWS S3, MinIO, R2, Spaces…), signed with AWS
 * Signature Version 4 in the Authorization header. Path-style URLs (`{endpoint}/{bucket}/{key}`)
 * because most self-hosted servers do not serve virtual-hosted bucket names.
 */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (which are added). */
  headers?: Record<string, string>;
  body?: Uint8Array;
  date: Date;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  service?: string;
}

export interface SignedRequest {
  canonicalRequest: string;
  stringToSign: string;
  /** Every signed header, the Authorization header included; `host` is left to fetch. */
  headers: Record<string, string>;
}

const ALGORITHM = "AWS4-HMAC-SHA256";

export const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, `/` kept in paths. */
function uriEncode(value: string, keepSlash: boolean): string {
  return Array.from(new TextEncoder().encode(value), (byte) => {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === "/")) return char;
    return `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }).join("");
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `20130524T000000Z` and `20130524`. */
export function amzDate(date: Date): { dateTime: string; day: string } {
  const dateTime = date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return { dateTime, day: dateTime.slice(0, 8) };
}

export function signingKey(secretAccessKey: string, day: string, region: string, service: string): Buffer {
  const dateKey = hmac(`AWS4${secretAccessKey}`, day);
  return hmac(hmac(hmac(dateKey, region), service), "aws4_request");
}

export function signRequest(input: SignInput): SignedRequest {
  const service = input.service ?? "s3";
  const { dateTime, day } = amzDate(input.date);
  const payloadHash = sha256Hex(input.body ?? new Uint8Array());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value;
  headers.host = input.url.host;
  headers["x-amz-date"] = dateTime;
  headers["x-amz-content-sha256"] = payloadHash;

  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(";");
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]?.trim().replace(/\s+/g, " ")}\n`).join("");
  // The path arrives already percent-encoded in a URL; decode first so nothing is encoded twice.
  const path = uriEncode(decodeURIComponent(input.url.pathname), true);
  const query = [...input.url.searchParams]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)])
    .sort(([k1 = "", v1 = ""], [k2 = "", v2 = ""]) => (k1 === k2 ? compare(v1, v2) : compare(k1, k2)))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonicalRequest = [input.method, path, query, canonicalHeaders, signedHeaders, payloadHash].join("\n");

  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = [ALGORITHM, dateTime, scope, sha256Hex(canonicalRequest)].join("\n");
  const signature = createHmac("sha256", signingKey(input.secretAccessKey, day, input.region, service))
    .update(stringToSign)
    .digest("hex");

  const { host: _host, ...sent } = headers;
  return {
    canonicalRequest,
    stringToSign,
    headers: {
      ...sent,
      authorization: `${ALGORITHM} Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    },
  };
}

export function objectUrl(config: S3Config, key: string): URL {
  return new URL(`${config.endpoint}/${uriEncode(config.bucket, false)}/${uriEncode(key, true)}`);
}

/** Sends one signed request for an object; the caller reads the status. */
export function s3Request(
  config: S3Config,
  method: "GET" | "PUT",
  key: string,
  options: { headers?: Record<string, string>; body?: Uint8Array; timeoutMs?: number } = {},
): Promise<Response> {
  const url = objectUrl(config, key);
  const signed = signRequest({
    ...config,
    method,
    url,
    headers: options.headers,
    body: options.body,
    date: new Date(),
  });
  return fetch(url, {
    method,
    headers: signed.headers,
    body: options.body ? new Uint8Array(options.body) : undefined,
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
}
