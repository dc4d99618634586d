import type { LegalDocumentSummary } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import {
  documentsSearch,
  generatePath,
  readDocumentsLocation,
  signatureGroups,
} from './document-lists';

const read = (search: string) => readDocumentsLocation(new URLSearchParams(search));

describe('readDocumentsLocation', () => {
  it('defaults to the Documents tab with no filter and no dialog', () => {
    expect(read('')).toEqual({
      tab: 'documents',
      filters: { status: undefined, type: undefined },
      documentId: null,
      generateType: undefined,
      collaborationId: null,
    });
  });

  it('reads filters, the open document and the Generate tab with its type', () => {
    expect(read('status=draft&type=NDA&document=12')).toMatchObject({
      tab: 'documents',
      filters: { status: 'draft', type: 'NDA' },
      documentId: 12,
    });
    expect(read('tab=generate&type=POC')).toMatchObject({
      tab: 'generate',
      generateType: 'POC',
      filters: { type: undefined },
    });
    // From a collaboration without a tab: straight to Generate.
    expect(read('collaboration=4')).toMatchObject({ tab: 'generate', collaborationId: 4 });
  });

  it('ignores values it does not know', () => {
    expect(read('tab=admin&status=lost&type=will&document=-3')).toEqual(read(''));
    expect(read('document=1.5').documentId).toBeNull();
  });
});

describe('documentsSearch', () => {
  it('sets and removes keys and leaves the default tab out', () => {
    const params = new URLSearchParams('tab=signatures&status=draft');
    expect(
      documentsSearch(params, { tab: 'documents', status: null, document: 3 }).toString(),
    ).toBe('document=3');
    expect(documentsSearch(params, { type: 'MOU' }).toString()).toBe(
      'tab=signatures&status=draft&type=MOU',
    );
  });

  it('builds the Generate links of the dashboard tiles and the collaboration page', () => {
    expect(generatePath('LOI')).toBe('/documents?tab=generate&type=LOI');
    expect(generatePath('NDA', 5)).toBe('/documents?tab=generate&type=NDA&collaboration=5');
    expect(read(generatePath('equity_agreement', 5).split('?')[1]!)).toMatchObject({
      tab: 'generate',
      generateType: 'equity_agreement',
      collaborationId: 5,
    });
  });
});

describe('signatureGroups', () => {
  const doc = (id: number, over: Partial<LegalDocumentSummary>): LegalDocumentSummary =>
    ({
      id,
      status: 'pending_signatures',
      signedBy: [],
      awaitingMySignature: false,
      ...over,
    }) as LegalDocumentSummary;

  it('puts each signing document in one list and leaves drafts and cancelled ones out', () => {
    const groups = signatureGroups(
      [
        doc(1, { awaitingMySignature: true }),
        doc(2, { signedBy: ['me'] }),
        doc(3, { status: 'fully_executed', signedBy: ['me', 'them'] }),
        doc(4, { status: 'draft' }),
        doc(5, { status: 'cancelled', signedBy: ['me'] }),
        // An admin looking on: neither awaiting nor signed by them.
        doc(6, { signedBy: ['them'] }),
      ],
      'me',
    );
    expect(groups.awaitingMe.map((d) => d.id)).toEqual([1]);
    expect(groups.signedByMe.map((d) => d.id)).toEqual([2]);
    expect(groups.fullyExecuted.map((d) => d.id)).toEqual([3]);
  });
});
