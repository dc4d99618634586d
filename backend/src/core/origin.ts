export interface OriginSettings {
  publicOrigin?: string;
  trustProxyHops: number;
}

/** How a request reached this process: its scheme, its Host header, and X-Forwarded-Proto. */
export interface ArrivedAs {
  scheme: string;
  host: string | undefined;
  forwardedProto: string | undefined;
}

/**
 * The origin this app's pages are served from: PUBLIC_ORIGIN when set; otherwise the scheme and
 * host the request arrived with, the scheme taken from X-Forwarded-Proto only behind trusted
 * proxies (which terminate TLS). Null when it cannot be told.
 */
const expectedOrigin = ({ publicOrigin, trustProxyHops }: OriginSettings, request: ArrivedAs) => {
  if (publicOrigin) return new URL(publicOrigin).origin;
  const forwarded = request.forwardedProto?.split(',')[0]?.trim();
  const scheme = trustProxyHops > 0 && forwarded ? forwarded : request.scheme;
  try {
    return request.host ? new URL(`${scheme}://${request.host}`).origin : null;
  } catch {
    return null;
  }
};

/**
 * Whether a browser request (HTTP write or socket handshake) comes from our own site: no Origin
 * header (not a cross-site browser request), or exactly our origin: scheme, host and port, so
 * https://host is not http://host ('null' and anything unparsable never match).
 */
export const isOwnOrigin = (
  origin: string | undefined,
  settings: OriginSettings,
  request: ArrivedAs,
) => {
  if (!origin) return true;
  const expected = expectedOrigin(settings, request);
  try {
    return expected !== null && new URL(origin).origin === expected;
  } catch {
    return false;
  }
};
