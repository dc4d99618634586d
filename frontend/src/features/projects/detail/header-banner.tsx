import { parseYouTubeId, youTubeEmbedUrl, youTubeThumbnailUrl } from '@labbridge/shared-types';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { PlayMark } from '../card/media-carousel';

interface HeaderBannerProps {
  imageUrl: string | null;
  videoUrl: string | null;
  text: string | null;
  className?: string;
}

/**
 * A custom header (listing or profile): a background image, a video (YouTube plays in place,
 * other links as a video element) and a line of text. Nothing at all when none is set.
 */
export function HeaderBanner({ imageUrl, videoUrl, text, className }: HeaderBannerProps) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const videoId = videoUrl ? parseYouTubeId(videoUrl) : null;
  const image = imageUrl && imageUrl !== failedImage ? imageUrl : null;
  if (!imageUrl && !videoUrl && !text) return null;

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {(imageUrl || text) && (
        <div className="relative flex min-h-36 items-end overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 sm:min-h-48">
          {image && (
            <img
              src={image}
              alt=""
              onError={() => setFailedImage(image)}
              className="absolute inset-0 h-full w-full object-cover"
            />
          )}
          {imageUrl && !image && (
            <span className="absolute top-3 right-3 rounded bg-slate-900/70 px-2 py-0.5 text-xs text-white">
              Image unavailable
            </span>
          )}
          <div className="absolute inset-0 bg-gradient-to-t from-slate-900/75 via-slate-900/20 to-transparent" />
          {text && (
            <p className="relative p-5 text-xl font-semibold text-white sm:p-6 sm:text-2xl">
              {text}
            </p>
          )}
        </div>
      )}
      {videoUrl && videoId && (
        <div className="aspect-video overflow-hidden rounded-2xl bg-slate-900">
          {playing ? (
            <iframe
              src={`${youTubeEmbedUrl(videoId)}?autoplay=1&rel=0`}
              title="Header video"
              allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              className="h-full w-full border-0"
            />
          ) : (
            <button
              type="button"
              onClick={() => setPlaying(true)}
              aria-label="Play header video"
              className="relative block h-full w-full"
            >
              {/* Without a network the thumbnail cannot load: the dark panel stays, titled. */}
              {!thumbnailFailed && (
                <img
                  src={youTubeThumbnailUrl(videoId)}
                  alt=""
                  onError={() => setThumbnailFailed(true)}
                  className="h-full w-full object-cover"
                />
              )}
              <PlayMark large title={thumbnailFailed ? 'Header video' : undefined} />
            </button>
          )}
        </div>
      )}
      {videoUrl && !videoId && (
        // biome-ignore lint/a11y/useMediaCaption: user-supplied header videos come without caption tracks
        <video
          src={videoUrl}
          controls
          preload="metadata"
          className="aspect-video w-full rounded-2xl bg-slate-900"
        />
      )}
    </div>
  );
}
