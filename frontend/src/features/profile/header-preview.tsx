import { parseYouTubeId, youTubeThumbnailUrl } from '@labbridge/shared-types';
import { PlayCircle } from 'lucide-react';
import { useState } from 'react';

interface HeaderPreviewProps {
  imageUrl: string;
  videoUrl: string;
  text: string;
  fallbackText: string;
}

const isHttpUrl = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

/** The profile header as others will see it; updates as the fields change. */
export function HeaderPreview({ imageUrl, videoUrl, text, fallbackText }: HeaderPreviewProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const videoId = parseYouTubeId(videoUrl.trim());
  const candidate = videoId
    ? youTubeThumbnailUrl(videoId)
    : isHttpUrl(imageUrl)
      ? imageUrl.trim()
      : null;
  const failed = candidate !== null && candidate === failedUrl;
  const background = failed ? null : candidate;

  return (
    <figure className="flex flex-col gap-2">
      <div className="relative flex h-44 items-end overflow-hidden rounded-xl bg-gradient-to-br from-brand-700 to-brand-900 sm:h-56">
        {background && (
          <img
            src={background}
            alt=""
            className="absolute inset-0 h-full w-full object-cover"
            onError={() => setFailedUrl(background)}
          />
        )}
        <div className="absolute inset-0 bg-gradient-to-t from-slate-900/70 to-transparent" />
        {videoId && (
          <PlayCircle
            className="absolute top-1/2 left-1/2 h-12 w-12 -translate-x-1/2 -translate-y-1/2 text-white/90"
            aria-hidden="true"
          />
        )}
        <p className="relative p-5 text-xl font-semibold text-white sm:text-2xl">
          {text.trim() || fallbackText}
        </p>
      </div>
      <figcaption className="text-xs text-slate-600">
        {failed
          ? 'Image unavailable'
          : videoId
            ? 'Preview shows the video thumbnail; visitors can play the video.'
            : 'Live preview'}
      </figcaption>
    </figure>
  );
}
