import { type FieldErrors, type ProjectDetail, projectPath } from '@labbridge/shared-types';
import { Save } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignedInUser } from '../../../app/auth';
import { isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { toast } from '../../../ui/toast';
import { useSaveProject } from '../queries';
import { BasicInfoTab } from './basic-info-tab';
import { ContentTab } from './content-tab';
import {
  checkDraft,
  type Draft,
  EDITOR_TABS,
  type EditorTab,
  liveErrors,
  previewProject,
  tabsWithErrors,
} from './draft';
import { HeaderTab } from './header-tab';
import { MediaTab } from './media-tab';
import { PreviewDialog } from './preview-dialog';
import { PublishCheck } from './publish-check';
import { ResearchTab } from './research-tab';
import { SettingsTab } from './settings-tab';
import { TeamTab } from './team-tab';
import type { TabProps } from './types';
import { UnsavedChangesGuard } from './unsaved-changes';

const TAB_PANELS: Record<EditorTab, (props: TabProps) => React.ReactNode> = {
  basic: BasicInfoTab,
  media: MediaTab,
  header: HeaderTab,
  content: ContentTab,
  team: TeamTab,
  research: ResearchTab,
  settings: SettingsTab,
};

interface ListingEditorProps {
  initial: Draft;
  /** The saved listing when editing; absent when creating. */
  saved?: ProjectDetail;
}

/** The seven-tab listing form with Preview and Save Listing (spec §2). */
export function ListingEditor({ initial, saved }: ListingEditorProps) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  // The last failed save; what it flagged clears field by field as the fields become valid.
  const [failed, setFailed] = useState<{ errors: FieldErrors; draft: Draft } | null>(null);
  const [tab, setTab] = useState<EditorTab>('basic');
  const allowLeave = useRef(false);
  const save = useSaveProject(saved?.id ?? null);
  const editing = saved !== undefined;

  const dirty = useMemo(
    () => JSON.stringify(draft) !== JSON.stringify(baseline),
    [draft, baseline],
  );
  const errors = useMemo(
    () => (failed ? liveErrors(failed, draft, checkDraft(draft).errors) : {}),
    [failed, draft],
  );
  const errorTabs = tabsWithErrors(errors);

  const set: TabProps['set'] = useCallback((key, value) => {
    setDraft((old) => ({
      ...old,
      [key]:
        typeof value === 'function'
          ? (value as (o: Draft[typeof key]) => Draft[typeof key])(old[key])
          : value,
    }));
  }, []);

  const showErrors = (found: FieldErrors) => {
    setFailed({ errors: found, draft });
    const [first] = tabsWithErrors(found);
    if (first) setTab(first);
  };

  const onSave = () => {
    const { input, errors: found, missing } = checkDraft(draft);
    if (missing || Object.keys(found).length > 0) {
      showErrors(found);
      toast(
        missing
          ? {
              title: 'Missing Information',
              description: 'Please fill in all required fields.',
              variant: 'destructive',
            }
          : {
              title: 'Check Your Listing',
              description: 'Some fields need attention: they are marked in red.',
              variant: 'destructive',
            },
      );
      return;
    }
    setFailed(null);
    save.mutate(input, {
      onSuccess: (project) => {
        setBaseline(draft);
        allowLeave.current = true;
        toast({ title: 'Project Saved', description: 'Your listing has been saved successfully.' });
        navigate(projectPath(project.id));
      },
      onError: (err) => {
        if (isApiError(err)) showErrors(err.fieldErrors);
        toast({
          title: 'Save Failed',
          description: 'Failed to save your listing. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  const title = editing ? 'Edit Listing' : 'Create Listing';

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <UnsavedChangesGuard dirty={dirty} allowLeave={allowLeave} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <BackLink to="/projects">Back to Projects</BackLink>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {dirty && <p className="text-sm text-slate-600">Unsaved changes</p>}
        </div>
        <div className="flex gap-2">
          <PreviewDialog build={() => previewProject(draft, user, saved)} />
          <Button onClick={onSave} disabled={save.isPending} icon={Save}>
            {save.isPending ? 'Saving...' : 'Save Listing'}
          </Button>
        </div>
      </div>

      <Tabs value={tab} onValueChange={(value) => setTab(value as EditorTab)}>
        <TabsList aria-label="Listing sections" className="w-full justify-start">
          {EDITOR_TABS.map(({ value, label }) => {
            const invalid = errorTabs.includes(value);
            return (
              <TabsTrigger
                key={value}
                value={value}
                className={cn(invalid && 'text-red-800 data-[state=active]:text-red-800')}
              >
                {label}
                {invalid && (
                  <>
                    <span aria-hidden="true" className="h-2 w-2 rounded-full bg-red-600" />
                    <span className="sr-only">(has errors)</span>
                  </>
                )}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {EDITOR_TABS.map(({ value }) => {
          const Panel = TAB_PANELS[value];
          return (
            <TabsContent
              key={value}
              value={value}
              className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
            >
              <Panel draft={draft} set={set} errors={errors} />
            </TabsContent>
          );
        })}
      </Tabs>
      <PublishCheck draft={draft} />
    </div>
  );
}
