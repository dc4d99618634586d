import {
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
  type LegalDocumentRecord,
  partnerTitle,
  RECORDED_TERMS_HEADING,
  recordedTerms,
  recordedTermsNote,
} from '@labbridge/shared-types';
import PDFDocument from 'pdfkit';
import { type Block, htmlToBlocks, type Run } from './blocks';
import { FONT, MUTED, writeBlocks } from './layout';

type Pdf = PDFKit.PDFDocument;

const plain = (text: string, bold = false): Run => ({ text, bold, italic: false });

/** The industry side as the agreement names it: the Industry Partner, or a researcher's Partner. */
const partnerOf = (doc: LegalDocumentRecord) => partnerTitle(doc.parties.industry);

/**
 * The terms the platform holds, laid out like the text: what vesting and the records follow is
 * on the pages the parties sign, even where the edited text says otherwise.
 */
const scheduleBlocks = (doc: LegalDocumentRecord): Block[] => [
  { kind: 'heading', level: 2, runs: [plain(RECORDED_TERMS_HEADING, true)] },
  { kind: 'paragraph', runs: [plain(recordedTermsNote(doc.documentType))], quote: false },
  ...recordedTerms(doc.documentType, doc.terms, partnerOf(doc)).flatMap((term): Block[] => [
    {
      kind: 'paragraph',
      runs: [plain(`${term.label}: `, true), plain(term.value)],
      quote: false,
    },
    ...(term.items?.length
      ? [
          {
            kind: 'list' as const,
            ordered: false,
            start: 1,
            items: term.items.map((item) => [plain(item)]),
          },
        ]
      : []),
  ]),
];

const line = (pdf: Pdf, label: string, value: string) => {
  pdf.font(FONT.bold).fontSize(9.5).fillColor('#0f172a').text(`${label}: `, { continued: true });
  pdf.font(FONT.regular).fillColor('#111827').text(value);
};

const utc = (iso: string | null) => (iso ? `${iso.replace('T', ' ').slice(0, 19)} UTC` : '—');
const personName = (p: { firstName: string | null; lastName: string | null } | null) =>
  [p?.firstName, p?.lastName].filter(Boolean).join(' ') || 'Unknown user';

/** The last page: who signed, when and from where, the content hash and the audit trail. */
const writeCertificate = (pdf: Pdf, doc: LegalDocumentRecord, verifyUrl: string | null) => {
  pdf.addPage();
  pdf
    .font(FONT.bold)
    .fontSize(16)
    .fillColor('#0f172a')
    .text('Signature Certificate', { align: 'center' });
  pdf.moveDown(0.8);
  line(pdf, 'Document', doc.title);
  line(pdf, 'Document ID', String(doc.id));
  line(pdf, 'Type', DOCUMENT_TYPE_LABELS[doc.documentType]);
  line(pdf, 'Status', DOCUMENT_STATUS_LABELS[doc.status]);
  line(pdf, 'Content SHA-256', doc.contentHash ?? 'not yet frozen (draft)');
  line(pdf, 'Sent for signatures', utc(doc.finalizedAt));
  line(pdf, 'Fully executed', utc(doc.executedAt));
  if (verifyUrl) line(pdf, 'Verify at', verifyUrl);
  pdf.moveDown(0.8);
  pdf.font(FONT.bold).fontSize(12).text('Signatures');
  pdf.moveDown(0.3);
  for (const signer of doc.signers) {
    const party = signer.role === 'researcher' ? doc.parties.researcher : doc.parties.industry;
    pdf
      .font(FONT.bold)
      .fontSize(10.5)
      .fillColor('#0f172a')
      .text(
        `${signer.role === 'researcher' ? 'Researcher' : partnerOf(doc)}: ${personName(signer.user)}${party?.organization ? `, ${party.organization}` : ''}`,
      );
    if (signer.signature) {
      line(pdf, 'Signed as', signer.signature.fullName);
      line(pdf, 'Email', party?.email ?? '—');
      line(pdf, 'Signed at', utc(signer.signature.signedAt));
      line(pdf, 'IP address', signer.signature.ipAddress ?? 'unknown');
      line(pdf, 'User agent', signer.signature.userAgent ?? 'unknown');
      line(pdf, 'Signed content SHA-256', signer.signature.contentHash);
    } else {
      pdf.font(FONT.italic).fontSize(9.5).fillColor(MUTED).text('Pending: not signed yet');
    }
    pdf.moveDown(0.6);
  }
  pdf.font(FONT.bold).fontSize(12).fillColor('#0f172a').text('Event log');
  pdf.moveDown(0.3);
  for (const event of doc.auditTrail) {
    pdf
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor('#111827')
      .text(
        `${utc(event.createdAt)}  ${event.action.toUpperCase()}  ${personName(event.actor)}  IP ${event.ipAddress ?? 'unknown'}${event.detail ? `  ${event.detail}` : ''}`,
      );
  }
};

/**
 * The document as a laid-out PDF (headings, paragraphs, lists), then the schedule of its recorded
 * terms, ending with its signature certificate page. The file's dates are the document's own, so
 * the same document renders to the same bytes.
 */
export const renderDocumentPdf = (
  doc: LegalDocumentRecord,
  verifyUrl: string | null,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const stamp = new Date(doc.executedAt ?? doc.updatedAt);
    const pdf = new PDFDocument({
      size: 'A4',
      margins: { top: 64, bottom: 64, left: 64, right: 64 },
      bufferPages: true,
      info: {
        Title: doc.title,
        Author: 'LabBridge',
        Subject: DOCUMENT_TYPE_LABELS[doc.documentType],
        Producer: 'LabBridge',
        Creator: 'LabBridge',
        CreationDate: stamp,
        ModDate: stamp,
      },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);

    if (doc.status !== 'fully_executed') {
      pdf
        .font(FONT.bold)
        .fontSize(9)
        .fillColor('#b45309')
        .text(
          `${DOCUMENT_STATUS_LABELS[doc.status].toUpperCase()}: not a fully executed agreement`,
          { align: 'right' },
        );
      pdf.moveDown(0.5);
    }
    writeBlocks(pdf, htmlToBlocks(doc.content));
    // The schedule starts a page of its own, like a schedule to a paper agreement.
    pdf.addPage();
    writeBlocks(pdf, scheduleBlocks(doc));
    writeCertificate(pdf, doc, verifyUrl);

    const range = pdf.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      pdf.switchToPage(range.start + i);
      const bottom = pdf.page.margins.bottom;
      pdf.page.margins.bottom = 0;
      pdf
        .font(FONT.regular)
        .fontSize(8)
        .fillColor(MUTED)
        .text(
          `LabBridge document ${doc.id}${doc.contentHash ? ` · SHA-256 ${doc.contentHash.slice(0, 16)}…` : ''} · Page ${i + 1} of ${range.count}`,
          pdf.page.margins.left,
          pdf.page.height - 40,
          {
            align: 'center',
            width: pdf.page.width - pdf.page.margins.left - pdf.page.margins.right,
            lineBreak: false,
          },
        );
      pdf.page.margins.bottom = bottom;
    }
    pdf.end();
  });
