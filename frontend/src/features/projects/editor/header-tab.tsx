import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { ImageUploadButton } from '../../uploads/image-upload-button';
import { HeaderBanner } from '../detail/header-banner';
import { errorsAt } from './draft';
import type { TabProps } from './types';

/** The listing page's header: background image, video and a line of text, with a preview. */
export function HeaderTab({ draft, set, errors }: TabProps) {
  const hasHeader = draft.headerImageUrl || draft.headerVideoUrl || draft.customHeaderText;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-5">
        <Field
          label="Header Text"
          error={errorsAt(errors, 'customHeaderText')}
          hint="A short line shown over the header image."
        >
          {(control) => (
            <Input
              {...control}
              maxLength={300}
              value={draft.customHeaderText}
              onChange={(e) => set('customHeaderText', e.target.value)}
              placeholder="Turning lab results into products"
            />
          )}
        </Field>
        <Field label="Header Image URL" error={errorsAt(errors, 'headerImageUrl')}>
          {(control) => (
            <Input
              {...control}
              type="url"
              value={draft.headerImageUrl}
              onChange={(e) => set('headerImageUrl', e.target.value)}
              placeholder="https://example.org/header.jpg"
            />
          )}
        </Field>
        <ImageUploadButton
          label="Upload Header Image"
          onUploaded={(url) => set('headerImageUrl', url)}
        />
        <Field
          label="Header Video URL"
          error={errorsAt(errors, 'headerVideoUrl')}
          hint="A YouTube link plays in place; other links play as a video file."
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              value={draft.headerVideoUrl}
              onChange={(e) => set('headerVideoUrl', e.target.value)}
              placeholder="https://www.youtube.com/watch?v=..."
            />
          )}
        </Field>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900">Preview</h3>
        {hasHeader ? (
          <HeaderBanner
            imageUrl={draft.headerImageUrl.trim() || null}
            videoUrl={draft.headerVideoUrl.trim() || null}
            text={draft.customHeaderText.trim() || null}
          />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
            No header yet: the page starts with the title.
          </p>
        )}
      </div>
    </div>
  );
}
