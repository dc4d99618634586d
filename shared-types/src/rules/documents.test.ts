import { describe, expect, it } from 'vitest';
import { allowedDocumentActions, parseIpAssets } from './documents';

describe('allowedDocumentActions', () => {
  it('a party edits, finalises and cancels a draft', () => {
    expect(allowedDocumentActions('draft', 'researcher', false)).toEqual([
      'edit',
      'finalize',
      'cancel',
    ]);
  });

  it('a party signs once while signatures are pending, and may still cancel', () => {
    expect(allowedDocumentActions('pending_signatures', 'industry', false)).toEqual([
      'sign',
      'cancel',
    ]);
    expect(allowedDocumentActions('pending_signatures', 'industry', true)).toEqual(['cancel']);
  });

  it('an executed or cancelled document is closed to everyone', () => {
    for (const role of ['researcher', 'industry', 'admin', null] as const) {
      expect(allowedDocumentActions('fully_executed', role, false)).toEqual([]);
      expect(allowedDocumentActions('cancelled', role, false)).toEqual([]);
    }
  });

  it('a declined or withdrawn collaboration’s documents are neither finalised nor signed', () => {
    for (const collaboration of ['declined', 'withdrawn'] as const) {
      expect(allowedDocumentActions('draft', 'researcher', false, collaboration)).toEqual([
        'edit',
        'cancel',
      ]);
      expect(
        allowedDocumentActions('pending_signatures', 'industry', false, collaboration),
      ).toEqual(['cancel']);
    }
    for (const collaboration of ['pending', 'active', 'completed', null] as const) {
      expect(
        allowedDocumentActions('pending_signatures', 'industry', false, collaboration),
      ).toEqual(['sign', 'cancel']);
    }
  });

  it('a superadmin edits a draft only; a stranger nothing', () => {
    expect(allowedDocumentActions('draft', 'admin', false)).toEqual(['edit']);
    expect(allowedDocumentActions('pending_signatures', 'admin', false)).toEqual([]);
    expect(allowedDocumentActions('draft', null, false)).toEqual([]);
  });
});

describe('parseIpAssets', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(parseIpAssets(' Patent US123 , ,Trade secret,, Software ')).toEqual([
      'Patent US123',
      'Trade secret',
      'Software',
    ]);
    expect(parseIpAssets('  ')).toEqual([]);
  });
});
