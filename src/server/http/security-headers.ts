import { secureHeaders } from 'hono/secure-headers';

/**
 * ARCHITECTURE §8: a CSP without inline scripts, no-sniff and frame-ancestors on every response.
 * Styles allow 'unsafe-inline' because Radix positions popovers with inline style attributes;
 * scripts never do.
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Images may come from any https host: avatars from Google or Facebook and live
      // inspiration sources (Unsplash, YouTube, Reddit, Pinterest CDNs). Images cannot run code.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    crossOriginEmbedderPolicy: false,
  });
