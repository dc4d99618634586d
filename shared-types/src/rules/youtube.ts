const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtu.be', 'youtube-nocookie.com']);
const PATH_PREFIXES = new Set(['embed', 'shorts', 'v']);
/** Optional http(s) scheme or protocol-relative //, then the host, then the rest. */
const URL_PARTS = /^(?:https?:\/\/|\/\/)?([^/?#\s]+)([^\s]*)$/i;

/**
 * The 11-character video id of a YouTube URL, or null when the text is not one.
 * Accepts watch?v=, youtu.be/, /embed/, /shorts/ and /v/ forms, with or without scheme,
 * www. or m., and extra query parameters. Parsed by hand so it runs without a URL global.
 */
export function parseYouTubeId(url: string): string | null {
  const parts = URL_PARTS.exec(url.trim());
  if (!parts) return null;
  const host = (parts[1] ?? '').toLowerCase().replace(/^(?:www|m)\./, '');
  if (!YOUTUBE_HOSTS.has(host)) return null;

  const rest = parts[2] ?? '';
  const [beforeHash = ''] = rest.split('#');
  const [path = '', query = ''] = beforeHash.split('?');
  const segments = path.split('/').filter(Boolean);

  let id: string | undefined;
  if (host === 'youtu.be') {
    id = segments[0];
  } else if (segments.length === 1 && segments[0] === 'watch') {
    id = query
      .split('&')
      .find((pair) => pair.startsWith('v='))
      ?.slice(2);
  } else if (segments[0] !== undefined && PATH_PREFIXES.has(segments[0])) {
    id = segments[1];
  }
  return id !== undefined && VIDEO_ID.test(id) ? id : null;
}

export const youTubeThumbnailUrl = (id: string) => `https://img.youtube.com/vi/${id}/hqdefault.jpg`;

export const youTubeEmbedUrl = (id: string) => `https://www.youtube.com/embed/${id}`;
