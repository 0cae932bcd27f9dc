import { secureHeaders } from "hono/secure-headers";

/**
 * Content-Security-Policy without inline script. Styles allow inline attributes because the
 * UI primitives position popovers with style attributes; no script runs from them.
 */
export function securityHeaders(options: { isProduction: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // wasm-unsafe-eval: the door scanner's QR reader is WebAssembly (compiled, never eval'd script).
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // gstatic: the aerial-view video's poster image.
      imgSrc: ["'self'", "data:", "blob:", "https://lh3.googleusercontent.com", "https://www.gstatic.com"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", "https:"],
      frameSrc: ["'self'", "https://www.google.com"],
      formAction: ["'self'", "https://www.paypal.com", "https://www.sandbox.paypal.com"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      ...(options.isProduction ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: options.isProduction ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: "same-origin-allow-popups",
    // The camera only for this site's own pages: the door scanner reads QR codes with it.
    permissionsPolicy: { camera: ["self"], microphone: [], geolocation: [] },
  });
}
