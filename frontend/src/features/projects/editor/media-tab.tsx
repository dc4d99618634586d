import {
  LIMITS,
  linkUrl,
  type MediaItem,
  parseYouTubeId,
  youTubeThumbnailUrl,
} from '@labbridge/shared-types';
import { ArrowDown, ArrowUp, ImagePlus, type LucideIcon, Video } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Badge } from '../../../ui/badge';
import { Button, RemoveButton } from '../../../ui/button';
import { GroupErrors } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { toast } from '../../../ui/toast';
import { ImageUploadButton } from '../../uploads/image-upload-button';
import { MediaImage } from '../card/media-carousel';
import { errorsAt, newItemId } from './draft';
import type { TabProps } from './types';

const MAX = LIMITS.mediaCarouselMax;

export const mediaFull = (items: readonly MediaItem[]) => items.length >= MAX;

const warnFull = () =>
  toast({
    title: 'Maximum Media Reached',
    description: `You can add up to ${MAX} images/videos to the carousel.`,
    variant: 'destructive',
  });

/** The default label of a new item: 'Image N' / 'Video N', counted per type. */
const nextLabel = (items: readonly MediaItem[], type: MediaItem['type']) =>
  `${type === 'image' ? 'Image' : 'Video'} ${items.filter((i) => i.type === type).length + 1}`;

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

function MediaRow({
  item,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  item: MediaItem;
  index: number;
  count: number;
  errors: string[];
  onChange: (label: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const labelId = useId();
  const videoId = item.type === 'video' ? parseYouTubeId(item.url) : null;
  const name = item.label || `item ${index + 1}`;
  return (
    <li
      data-media-id={item.id}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center"
    >
      <div className="aspect-video w-full shrink-0 overflow-hidden rounded-md bg-slate-100 sm:w-40">
        {videoId ? (
          <MediaImage url={youTubeThumbnailUrl(videoId)} alt="" />
        ) : (
          <MediaImage url={item.url} alt="" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-center gap-2">
          <Badge tone={item.type === 'video' ? 'red' : 'blue'}>
            {item.type === 'video' ? 'YouTube video' : 'Image'}
          </Badge>
          <span className="truncate text-xs text-slate-600">{item.url}</span>
        </div>
        <Label htmlFor={labelId}>Label for item {index + 1}</Label>
        <Input
          id={labelId}
          value={item.label}
          maxLength={100}
          onChange={(e) => onChange(e.target.value)}
        />
        <GroupErrors errors={errors} size="xs" />
      </div>
      <div className="flex gap-1 sm:flex-col">
        <Button
          variant="ghost"
          size="icon"
          data-move="up"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={`Move ${name} up`}
          icon={ArrowUp}
        />
        <Button
          variant="ghost"
          size="icon"
          data-move="down"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={`Move ${name} down`}
          icon={ArrowDown}
        />
        <RemoveButton label={`Remove ${name}`} onClick={onRemove} />
      </div>
    </li>
  );
}

/** Keeps keyboard focus on the moved item's arrow (or its other arrow at either end). */
const keepFocus = (id: string, direction: 'up' | 'down') =>
  requestAnimationFrame(() => {
    const row = document.querySelector(`[data-media-id="${id}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(
      `[data-move="${direction === 'up' ? 'down' : 'up'}"]`,
    );
    (same && !same.disabled ? same : other)?.focus();
  });

/** A box that adds one item by its address: the URL, its Add button (Enter too), its error. */
function UrlAdder({
  legend,
  label,
  placeholder,
  value,
  onChange,
  error,
  button,
  icon,
  onAdd,
  children,
}: {
  legend: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  button: string;
  icon: LucideIcon;
  onAdd: () => void;
  /** Another way to add, under the address. */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="url"
          value={value}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onAdd();
            }
          }}
        />
        <Button variant="secondary" onClick={onAdd} icon={icon}>
          {button}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}

/** The carousel: images by URL or upload, YouTube videos, labels, order, at most 5. */
export function MediaTab({ draft, set, errors }: TabProps) {
  const [imageUrl, setImageUrl] = useState('');
  const [videoUrl, setVideoUrl] = useState('');
  const [imageError, setImageError] = useState<string | null>(null);
  const items = draft.mediaCarousel;

  const add = (type: MediaItem['type'], url: string, label?: string): boolean => {
    if (mediaFull(items)) {
      warnFull();
      return false;
    }
    set('mediaCarousel', (old) => [
      ...old,
      {
        id: newItemId(),
        type,
        url,
        label: label ?? nextLabel(old, type),
        isYouTube: type === 'video',
      },
    ]);
    return true;
  };

  const addImage = () => {
    const url = imageUrl.trim();
    if (!linkUrl.safeParse(url).success) {
      setImageError('Enter a full image address starting with https://');
      return;
    }
    setImageError(null);
    if (add('image', url)) setImageUrl('');
  };

  const addVideo = () => {
    if (mediaFull(items)) {
      warnFull();
      return;
    }
    if (!parseYouTubeId(videoUrl)) {
      toast({
        title: 'Invalid YouTube URL',
        description: 'Please enter a valid YouTube video URL',
        variant: 'destructive',
      });
      return;
    }
    if (add('video', videoUrl.trim())) setVideoUrl('');
  };

  const listErrors = errorsAt(errors, 'mediaCarousel');

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-700">
        Up to {MAX} images or YouTube videos, shown in this order on your listing card and page.{' '}
        <span className="font-medium">
          {items.length} of {MAX} used.
        </span>
      </p>
      <GroupErrors errors={listErrors} />
      <div className="grid gap-4 lg:grid-cols-2">
        <UrlAdder
          legend="Add an image"
          label="Image URL"
          placeholder="https://example.org/photo.jpg"
          value={imageUrl}
          onChange={setImageUrl}
          error={imageError}
          button="Add Image"
          icon={ImagePlus}
          onAdd={addImage}
        >
          <p className="text-xs text-slate-600">or upload a PNG, JPEG or WebP file:</p>
          <ImageUploadButton
            label="Upload Image"
            beforePick={() => {
              if (mediaFull(items)) warnFull();
              return !mediaFull(items);
            }}
            onUploaded={(fileUrl) => add('image', fileUrl)}
          />
        </UrlAdder>
        <UrlAdder
          legend="Add a YouTube video"
          label="YouTube URL"
          placeholder="https://www.youtube.com/watch?v=..."
          value={videoUrl}
          onChange={setVideoUrl}
          button="Add Video"
          icon={Video}
          onAdd={addVideo}
        />
      </div>
      {items.length > 0 ? (
        <ol className="flex flex-col gap-3" aria-label="Carousel items">
          {items.map((item, index) => (
            <MediaRow
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              errors={errorsAt(errors, `mediaCarousel.${index}`, true)}
              onChange={(label) =>
                set('mediaCarousel', (old) =>
                  old.map((m) => (m.id === item.id ? { ...m, label } : m)),
                )
              }
              onMove={(to) => {
                set('mediaCarousel', (old) => move(old, index, to));
                keepFocus(item.id, to < index ? 'up' : 'down');
              }}
              onRemove={() => set('mediaCarousel', (old) => old.filter((m) => m.id !== item.id))}
            />
          ))}
        </ol>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No media yet. Cards fall back to the header image, then to “No image available”.
        </p>
      )}
    </div>
  );
}
