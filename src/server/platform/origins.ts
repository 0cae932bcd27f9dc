/** The names one machine answers to on its loopback interface, as they appear in an origin. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"] as const;

function isLoopbackHost(hostname: string): boolean {
  return (LOOPBACK_HOSTS as readonly string[]).includes(hostname);
}

/**
 * The origins a browser may send state changes (and sign-ins) from. In production only the
 * configured public origin. Elsewhere, when that origin is a loopback address, also its loopback
 * aliases on the same scheme and port: a newcomer who opens http://127.0.0.1:3000 instead of the
 * default http://localhost:3000 reaches the same server, and is not refused as another site.
 */
export function allowedOrigins(config: { publicUrl: string; isProduction: boolean }): string[] {
  const url = new URL(config.publicUrl);
  if (config.isProduction || !isLoopbackHost(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : "";
  return [url.origin, ...LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`)].filter(
    (origin, index, all) => all.indexOf(origin) === index,
  );
}
