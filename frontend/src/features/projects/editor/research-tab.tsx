import type { ResearchPaper } from '@labbridge/shared-types';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { Button, RemoveButton } from '../../../ui/button';
import { GroupErrors, TextAreaField, TextField } from '../../../ui/field';
import { toast } from '../../../ui/toast';
import { UploadButton } from '../../uploads/upload-button';
import { PaperItem, paperHref } from '../detail/papers-list';
import { errorsAt } from './draft';
import { ListTab } from './list-tab';
import type { TabProps } from './types';

const emptyPaper = { name: '', url: '', description: '' };

function AddPaper({ onAdd }: { onAdd: (paper: ResearchPaper) => void }) {
  const [paper, setPaper] = useState(emptyPaper);
  const [errors, setErrors] = useState<{ name?: string; url?: string }>({});
  const add = () => {
    const next = {
      name: paper.name.trim() ? undefined : 'Enter the paper’s title',
      url: paper.url.trim() ? undefined : 'Enter a URL or a DOI',
    };
    setErrors(next);
    if (next.name || next.url) return;
    onAdd({
      name: paper.name.trim(),
      url: paper.url.trim(),
      description: paper.description.trim() || null,
      fileUrl: null,
      uploadedAt: null,
    });
    setPaper(emptyPaper);
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 font-semibold text-slate-900">Add a paper by URL or DOI</legend>
      <TextField
        label="Paper title"
        error={errors.name}
        value={paper.name}
        onValueChange={(value) => setPaper({ ...paper, name: value })}
      />
      <TextField
        label="URL or DOI"
        error={errors.url}
        hint="e.g. https://arxiv.org/abs/… or 10.1038/s41586-020-2649-2"
        value={paper.url}
        onValueChange={(value) => setPaper({ ...paper, url: value })}
      />
      <TextAreaField
        label="Short description"
        rows={2}
        value={paper.description}
        onValueChange={(value) => setPaper({ ...paper, description: value })}
      />
      <Button variant="secondary" className="self-start" onClick={add} icon={Link2}>
        Add Paper
      </Button>
    </fieldset>
  );
}

function UploadPaper({ onAdd }: { onAdd: (paper: ResearchPaper) => void }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 font-semibold text-slate-900">Upload a PDF</legend>
      <p className="text-sm text-slate-700">
        Upload a paper, preprint or technical report as a PDF file.
      </p>
      <UploadButton
        kind="paper"
        label="Upload PDF"
        testId="paper-upload-input"
        className="self-start"
        onUploaded={(stored) => {
          onAdd({
            name: stored.name.replace(/\.pdf$/i, '') || stored.name,
            url: null,
            description: null,
            fileUrl: stored.fileUrl,
            uploadedAt: new Date().toISOString(),
          });
          toast({ title: 'File Uploaded', description: 'Research paper uploaded successfully.' });
        }}
      />
    </fieldset>
  );
}

export function ResearchTab({ draft, set, errors }: TabProps) {
  const papers = draft.researchPapers;
  const add = (paper: ResearchPaper) => set('researchPapers', (old) => [...old, paper]);

  return (
    <ListTab
      adders={
        <>
          <AddPaper onAdd={add} />
          <UploadPaper onAdd={add} />
        </>
      }
      title="Research papers"
      count={papers.length}
      errors={errorsAt(errors, 'researchPapers')}
      empty="No papers yet. Published evidence raises your scores."
    >
      {papers.map((paper, index) => {
        const paperErrors = errorsAt(errors, `researchPapers.${index}`, true);
        return (
          <PaperItem
            // biome-ignore lint/suspicious/noArrayIndexKey: papers have no id; items are only appended or removed and every input is controlled
            key={`${paper.fileUrl ?? paper.url}-${index}`}
            paper={paper}
            links={
              <>
                {paper.url && (
                  <a
                    href={paperHref(paper.url)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="truncate text-brand-700 hover:underline"
                  >
                    {paper.url}
                  </a>
                )}
                {paper.fileUrl && (
                  <a href={paper.fileUrl} download className="text-brand-700 hover:underline">
                    Uploaded PDF
                  </a>
                )}
              </>
            }
            action={
              <RemoveButton
                label={`Remove ${paper.name}`}
                onClick={() => set('researchPapers', (old) => old.filter((_, i) => i !== index))}
              />
            }
          >
            <GroupErrors errors={paperErrors} size="xs" />
          </PaperItem>
        );
      })}
    </ListTab>
  );
}
