import {
  type MediaItem,
  parseYouTubeId,
  youTubeEmbedUrl,
  youTubeThumbnailUrl,
} from '@labbridge/shared-types';
import { ChevronLeft, ChevronRight, ImageOff, Play } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { cn } from '../../../lib/cn';

type Slide =
  | { kind: 'image'; key: string; url: string; label: string }
  | { kind: 'video'; key: string; videoId: string; url: string; label: string };

/** The carousel's items, else the header image alone; YouTube items become video slides. */
export function slidesOf(items: readonly MediaItem[], headerImageUrl: string | null): Slide[] {
  const slides: Slide[] = [];
  items.forEach((item, index) => {
    const videoId = item.type === 'video' ? parseYouTubeId(item.url) : null;
    const fallback = `${item.type === 'video' ? 'Video' : 'Image'} ${index + 1}`;
    const label = item.label || fallback;
    if (videoId) slides.push({ kind: 'video', key: item.id, videoId, url: item.url, label });
    else if (item.type === 'image')
      slides.push({ kind: 'image', key: item.id, url: item.url, label });
  });
  if (slides.length === 0 && headerImageUrl) {
    slides.push({ kind: 'image', key: 'header', url: headerImageUrl, label: 'Header image' });
  }
  return slides;
}

function Placeholder({ text }: { text: string }) {
  return (
    <div className="flex h-full w-full flex-col items-center justify-center gap-2 bg-slate-100 text-sm text-slate-600">
      <ImageOff className="h-6 w-6" aria-hidden="true" />
      {text}
    </div>
  );
}

/** An image that says 'Image unavailable' instead of a broken icon when it cannot load. */
export function MediaImage({
  url,
  alt,
  className,
  priority = false,
}: {
  url: string;
  alt: string;
  className?: string;
  /** Above the fold on arrival (the page's likely largest paint): fetched at once, first. */
  priority?: boolean;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (failedUrl === url) return <Placeholder text="Image unavailable" />;
  return (
    <img
      src={url}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailedUrl(url)}
      className={cn('h-full w-full object-cover', className)}
    />
  );
}

/** The red play mark over a video's thumbnail; `title` is written under it when the thumbnail is missing. */
export function PlayMark({ large = false, title }: { large?: boolean; title?: string }) {
  return (
    <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-white">
      <span
        className={cn(
          'flex items-center justify-center rounded-full bg-red-700 shadow-lg',
          large ? 'h-16 w-16' : 'h-14 w-14',
        )}
      >
        <Play className={cn('fill-current', large ? 'h-8 w-8' : 'h-7 w-7')} aria-hidden="true" />
      </span>
      {title && <span className="px-3 text-center text-sm">{title}</span>}
    </span>
  );
}

/**
 * The video's own thumbnail under a play mark. Without a network the thumbnail is dropped: the
 * dark panel is the placeholder, with the title on it (the slide's label names it too).
 */
function VideoThumbnail({ videoId, label }: { videoId: string; label: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="relative h-full w-full bg-slate-900">
      {!failed && (
        <img
          src={youTubeThumbnailUrl(videoId)}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
          className="h-full w-full object-cover opacity-90"
        />
      )}
      <PlayMark title={failed ? label : undefined} />
    </div>
  );
}

function VideoSlide({
  slide,
  embed,
}: {
  slide: Extract<Slide, { kind: 'video' }>;
  embed: boolean;
}) {
  const [playing, setPlaying] = useState(false);
  if (embed && playing) {
    return (
      <iframe
        src={`${youTubeEmbedUrl(slide.videoId)}?autoplay=1&rel=0`}
        title={slide.label}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        className="h-full w-full border-0"
      />
    );
  }
  if (embed) {
    return (
      <button
        type="button"
        onClick={() => setPlaying(true)}
        className="block h-full w-full"
        aria-label={`Play video: ${slide.label}`}
      >
        <VideoThumbnail videoId={slide.videoId} label={slide.label} />
      </button>
    );
  }
  return (
    <a
      href={`https://www.youtube.com/watch?v=${slide.videoId}`}
      target="_blank"
      rel="noopener noreferrer"
      className="block h-full w-full"
      aria-label={`Play video on YouTube: ${slide.label} (opens in a new tab)`}
    >
      <VideoThumbnail videoId={slide.videoId} label={slide.label} />
    </a>
  );
}

interface MediaCarouselProps {
  items: readonly MediaItem[];
  headerImageUrl: string | null;
  title: string;
  /** Detail pages play videos in place; cards open them on YouTube. */
  embedVideos?: boolean;
  className?: string;
  /** The first image is above the fold when the page opens (see MediaImage). */
  priority?: boolean;
}

/**
 * The listing's media (spec §2): previous/next arrows, dots and labels, arrow keys when focus
 * is inside; falls back to the header image, then to 'No image available'.
 */
export function MediaCarousel({
  items,
  headerImageUrl,
  title,
  embedVideos = false,
  className,
  priority = false,
}: MediaCarouselProps) {
  const slides = slidesOf(items, headerImageUrl);
  const [index, setIndex] = useState(0);
  const current = slides[Math.min(index, slides.length - 1)];
  const count = slides.length;

  if (!current) {
    return (
      <div className={cn('aspect-video overflow-hidden', className)}>
        <Placeholder text="No image available" />
      </div>
    );
  }

  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    }
  };
  const position = Math.min(index, count - 1);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${title} media`}
      onKeyDown={onKeyDown}
      className={cn('group relative aspect-video overflow-hidden bg-slate-100', className)}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a carousel slide (WAI-ARIA pattern), not a form group */}
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={`${position + 1} of ${count}: ${current.label}`}
        className="h-full w-full"
      >
        {current.kind === 'image' ? (
          <MediaImage url={current.url} alt={current.label} priority={priority && index === 0} />
        ) : (
          <VideoSlide key={current.videoId} slide={current} embed={embedVideos} />
        )}
      </div>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-2 left-2 max-w-[70%] truncate rounded bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white"
      >
        {current.label}
      </span>
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(position - 1)}
            aria-label="Previous media"
            className="absolute top-1/2 left-2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white"
          >
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => go(position + 1)}
            aria-label="Next media"
            className="absolute top-1/2 right-2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white"
          >
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </button>
          <div className="absolute bottom-2 left-1/2 flex -translate-x-1/2 gap-1 rounded-full bg-slate-900/60 px-2 py-1">
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show ${slide.label}`}
                aria-current={i === position ? 'true' : undefined}
                className={cn(
                  'h-2.5 w-2.5 rounded-full',
                  i === position ? 'bg-white' : 'bg-white/50 hover:bg-white/80',
                )}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
