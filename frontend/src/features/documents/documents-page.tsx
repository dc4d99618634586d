import { FilePlus2, FileSignature, FileText, Handshake, TrendingUp } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title';
import { CountBadge } from '../../ui/badge';
import { ButtonLink } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { DocumentDialog } from './dialog/document-dialog';
import {
  type DocumentFilters,
  documentsSearch,
  readDocumentsLocation,
  type DocumentsTab as Tab,
} from './document-lists';
import { DocumentsTab } from './documents-tab';
import { GenerateTab } from './generate/generate-tab';
import { useDocuments } from './queries';
import { SignaturesTab } from './signatures-tab';
import { VestingTab } from './vesting/vesting-tab';

/** How many documents wait for my signature: the Signatures tab's badge. */
function useAwaitingCount() {
  const { data } = useDocuments();
  return data?.documents.filter((d) => d.awaitingMySignature).length ?? 0;
}

/**
 * /documents: my legal documents, what waits for signatures, my vesting schedules and the
 * Generate form. The tab, the filters and the open document live in the URL, so each view can
 * be linked to and survives a reload.
 */
export default function DocumentsPage() {
  usePageTitle('Legal Documents');
  const [params, setParams] = useSearchParams();
  const location = readDocumentsLocation(params);
  const awaiting = useAwaitingCount();

  const go = (patch: Record<string, string | number | null | undefined>, replace = false) =>
    setParams(documentsSearch(params, patch), { replace });

  const setTab = (tab: Tab) => go({ tab, status: null, type: null, collaboration: null });
  const setFilters = (filters: DocumentFilters) =>
    go({ status: filters.status, type: filters.type }, true);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Legal Documents"
        description="Agreements between you and your partners, from first draft to signed PDF."
        action={
          <ButtonLink
            to="/collaborations"
            variant="outline"
            className="self-start"
            icon={Handshake}
          >
            My Collaborations
          </ButtonLink>
        }
      />

      <Tabs value={location.tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList aria-label="Legal documents">
          <TabsTrigger value="documents" icon={FileText}>
            Documents
          </TabsTrigger>
          <TabsTrigger value="signatures" icon={FileSignature}>
            Signatures
            <CountBadge count={awaiting} label="awaiting your signature" />
          </TabsTrigger>
          <TabsTrigger value="vesting" icon={TrendingUp}>
            Vesting
          </TabsTrigger>
          <TabsTrigger value="generate" icon={FilePlus2}>
            Generate Document
          </TabsTrigger>
        </TabsList>
        <TabsContent value="documents">
          <DocumentsTab filters={location.filters} onFiltersChange={setFilters} />
        </TabsContent>
        <TabsContent value="signatures">
          <SignaturesTab />
        </TabsContent>
        <TabsContent value="vesting">
          <VestingTab />
        </TabsContent>
        <TabsContent value="generate">
          <GenerateTab
            documentType={location.generateType}
            collaborationId={location.collaborationId}
            onGenerated={(documentId) =>
              go({ tab: 'documents', type: null, collaboration: null, document: documentId })
            }
            onCollaborationChange={(collaboration) => go({ collaboration }, true)}
          />
        </TabsContent>
      </Tabs>

      {location.documentId !== null && (
        <DocumentDialog id={location.documentId} onClose={() => go({ document: null })} />
      )}
    </div>
  );
}
