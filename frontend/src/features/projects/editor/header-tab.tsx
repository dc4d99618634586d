import { TextField } from '../../../ui/field';
import { ImageUploadButton } from '../../uploads/image-upload-button';
import { HeaderBanner } from '../detail/header-banner';
import { bindText, type TabProps } from './types';

/** The listing page's header: background image, video and a line of text, with a preview. */
export function HeaderTab(props: TabProps) {
  const { draft, set } = props;
  const hasHeader = draft.headerImageUrl || draft.headerVideoUrl || draft.customHeaderText;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-5">
        <TextField
          label="Header Text"
          hint="A short line shown over the header image."
          maxLength={300}
          placeholder="Turning lab results into products"
          {...bindText(props, 'customHeaderText')}
        />
        <TextField
          label="Header Image URL"
          type="url"
          placeholder="https://example.org/header.jpg"
          {...bindText(props, 'headerImageUrl')}
        />
        <ImageUploadButton
          label="Upload Header Image"
          onUploaded={(url) => set('headerImageUrl', url)}
        />
        <TextField
          label="Header Video URL"
          hint="A YouTube link plays in place; other links play as a video file."
          type="url"
          placeholder="https://www.youtube.com/watch?v=..."
          {...bindText(props, 'headerVideoUrl')}
        />
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
