/** The host of an Origin header; null for 'null' (sandboxed frames) or anything unparsable. */
const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

/**
 * Whether a browser request (HTTP write or socket handshake) comes from our own site: no Origin
 * header (not a cross-site browser request), the configured public origin, or the host the
 * request was addressed to.
 */
export const isOwnOrigin = (
  origin: string | undefined,
  { host, ownOrigin }: { host: string | undefined; ownOrigin: string | undefined },
) => {
  if (!origin) return true;
  if (ownOrigin !== undefined && origin === ownOrigin) return true;
  return host !== undefined && hostOf(origin) === host;
};
