import { describe, expect, it } from 'vitest';
import { suggestRepliesLocally } from './replies';

const reply = (text: string, extra: Partial<Parameters<typeof suggestRepliesLocally>[0]> = {}) =>
  suggestRepliesLocally({ text, ...extra });

describe('suggestRepliesLocally', () => {
  it.each([
    'Hello!',
    'What TRL is the prototype at?',
    'Can we meet next week?',
    'Thanks a lot',
    'We shipped the samples yesterday.',
    '',
  ])('gives three short, distinct, non-empty replies to %j', (text) => {
    const replies = reply(text);
    expect(replies).toHaveLength(3);
    expect(new Set(replies).size).toBe(3);
    for (const r of replies) {
      expect(r.trim().length).toBeGreaterThan(0);
      expect(r.length).toBeLessThanOrEqual(120);
    }
  });

  it('is deterministic', () => {
    const context = { text: 'Could we schedule a call?', projectTitle: 'Solar ink' };
    expect(suggestRepliesLocally(context)).toEqual(suggestRepliesLocally({ ...context }));
  });

  it('answers a question with an answer, not another question', () => {
    const replies = reply('What is the expected yield of the new process?');
    expect(replies.some((r) => /^(yes|good question|short answer)/i.test(r))).toBe(true);
    expect(replies).not.toEqual(reply('We finished the pilot.'));
  });

  it('answers a greeting with a greeting, naming the project when known', () => {
    const replies = reply('Hi there', { projectTitle: 'Graphene membranes' });
    expect(replies.every((r) => /^(hi|hello)\b/i.test(r))).toBe(true);
    expect(replies[0]).toContain('Graphene membranes');
  });

  it('treats a greeting that asks something as the question', () => {
    expect(reply('Hello, how far along is the prototype?')).toEqual(
      reply('How far along is the prototype?'),
    );
  });

  it('proposes concrete times when a meeting is mentioned', () => {
    const replies = reply('Are you available for a Zoom meeting next week?');
    expect(
      replies.some((r) => /\b(mon|tues|wednes|thurs|fri)day at \d{1,2}:\d{2}\b/i.test(r)),
    ).toBe(true);
  });

  it('recognises thanks, legal and funding topics', () => {
    expect(reply('Thank you for the slides!')[0]).toMatch(/welcome/i);
    expect(reply('Can you send the NDA?').join(' ')).toMatch(/NDA|draft/);
    expect(reply('How much equity are you offering?').join(' ')).toMatch(/equity|budget/i);
  });

  it('introduces on first contact and keeps it brief later in a conversation', () => {
    const first = reply('I saw your listing.', { projectTitle: 'Soil sensors' });
    expect(first[0]).toContain('Soil sensors');
    const later = reply('I saw your listing.', {
      history: [
        { fromMe: false, content: 'Hello' },
        { fromMe: true, content: 'Hi!' },
        { fromMe: false, content: 'Update: pilot done' },
      ],
    });
    expect(later).not.toEqual(first);
  });
});

describe('suggestRepliesLocally: questions about the IP or the data', () => {
  it.each([
    'Who owns the IP, and is it patented?',
    'Can you tell me about the licensing terms for the patent?',
    'Hi, what is the IP situation?',
  ])('answers %j about the IP, never with the legal draft reply', (text) => {
    const replies = reply(text, { projectTitle: 'Solar ink' });
    expect(replies.join(' ')).toMatch(/\bIP\b|licens/);
    expect(replies.join(' ')).not.toMatch(/send the draft over/);
  });

  it.each(['Could you share the data from the field trials?', 'What results do you have so far?'])(
    'answers %j about the data',
    (text) => {
      const replies = reply(text);
      expect(replies.join(' ')).toMatch(/data|results/);
      expect(replies.join(' ')).not.toMatch(/send the draft over/);
    },
  );

  it('still offers to review a draft agreement that is announced, not asked about', () => {
    expect(reply('I will send the NDA today.').join(' ')).toMatch(/draft|NDA/);
  });
});
