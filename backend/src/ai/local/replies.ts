import type { ReplyContext } from '../tasks/suggest-replies';

type Intent =
  | 'meeting'
  | 'ip'
  | 'data'
  | 'legal'
  | 'funding'
  | 'thanks'
  | 'question'
  | 'greeting'
  | 'statement';

/** Checked in order: the first that matches decides what kind of reply fits. */
const MEETING =
  /\b(meet|meeting|call|zoom|schedule|calendar|availab(le|ility)|catch up|demo|visit)\b/;
const INTENTS: [Exclude<Intent, 'ip' | 'data' | 'question' | 'statement'>, RegExp][] = [
  ['meeting', MEETING],
  ['legal', /\b(nda|agreement|contract|mou|loi|terms|sign|signature|licen[cs]e|patent|ip)\b/],
  [
    'funding',
    /\b(fund|funding|invest|investment|equity|budget|price|pricing|cost|grant|valuation)\b/,
  ],
  ['thanks', /\b(thanks|thank you|thx|appreciate|grateful)\b/],
];
/** Asked about, these get an answer about them rather than the legal or generic replies. */
const IP_TOPIC =
  /\b(ip|intellectual property|patents?|patented|licen[cs](e|es|ed|ing)|owns?|ownership|royalt(y|ies))\b/;
const DATA_TOPIC = /\b(data|dataset|datasets|results|measurements|samples|benchmarks?|evidence)\b/;
const GREETING = /^(hi|hello|hey|dear|greetings|good (morning|afternoon|evening))\b/;
const QUESTION_START =
  /^(what|how|when|where|why|who|which|can|could|would|will|do|does|did|is|are|should|may|have|has)\b/;

/** Two time slots per suggestion, picked from the text so the same message gets the same slots. */
const SLOTS = [
  ['Tuesday at 10:00', 'Thursday at 14:00'],
  ['Wednesday at 11:00', 'Friday at 09:30'],
  ['Monday at 15:00', 'Wednesday at 10:00'],
  ['Thursday at 09:00', 'Friday at 13:00'],
] as const;

const hash = (text: string) => {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
};

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

const intentOf = (text: string): Intent => {
  const t = normalise(text);
  // A greeting that also asks something is answered as the question.
  const afterGreeting = t.replace(GREETING, '').replace(/^[\s,!.]+/, '');
  const asks = t.includes('?') || QUESTION_START.test(afterGreeting);
  // A question about the IP or the data is answered about it, not with 'send the draft over'.
  if (asks && !MEETING.test(t)) {
    if (IP_TOPIC.test(t)) return 'ip';
    if (DATA_TOPIC.test(t)) return 'data';
  }
  const match = INTENTS.find(([, pattern]) => pattern.test(t));
  if (match) return match[0];
  if (asks) return 'question';
  if (GREETING.test(t)) return 'greeting';
  return 'statement';
};

const shortTitle = (title?: string) => {
  const t = title?.trim();
  if (!t) return undefined;
  return t.length > 60 ? `${t.slice(0, 57)}…` : t;
};

/**
 * Three short replies that fit what the message is about: a question gets an answer, a greeting
 * a greeting, a meeting request concrete times, and so on. Deterministic: the same context
 * always gets the same replies, so the feature works (and tests) without any model.
 */
export const suggestRepliesLocally = (context: ReplyContext): string[] => {
  const intent = intentOf(context.text);
  const title = shortTitle(context.projectTitle);
  const topic = title ? `"${title}"` : 'the project';
  const firstContact = (context.history?.filter((m) => !m.fromMe).length ?? 0) <= 1;
  const [slotA, slotB] = SLOTS[hash(normalise(context.text)) % SLOTS.length]!;

  switch (intent) {
    case 'meeting':
      return [
        `Happy to meet. Would ${slotA} or ${slotB} work for you?`,
        `Sure, a 30-minute call sounds good. I'm free ${slotA}.`,
        'Yes, let’s set it up. Send me an invite for whichever time suits you.',
      ];
    case 'ip':
      return [
        `The IP behind ${topic} is held by our university; I can share the filing and its status.`,
        'Our tech transfer office handles licensing. I’ll connect you with them for the options.',
        'Happy to go through the IP position in detail under an NDA.',
      ];
    case 'data':
      return [
        'Yes, I can send you a summary of the data and how it was collected today.',
        `The key results for ${topic} are in our papers; the raw data we can share under an NDA.`,
        'Happy to walk you through the data on a short call. What matters most for your use case?',
      ];
    case 'legal':
      return [
        'Happy to sign an NDA before we share the detailed results.',
        'Please send the draft over and I’ll review it with our tech transfer office.',
        'Sounds good. Let’s agree the key terms first, then generate the document.',
      ];
    case 'funding':
      return [
        `Happy to walk you through the budget for ${topic} and how the funds would be used.`,
        'We’re open to discussing equity and milestone-based terms.',
        'I can share our funding plan and timeline. When would suit you to go through it?',
      ];
    case 'thanks':
      return [
        'You’re welcome!',
        'Happy to help. Let me know if anything else comes up.',
        'My pleasure. I’ll follow up with next steps soon.',
      ];
    case 'question':
      return [
        'Yes, happy to share the details on that.',
        'Good question. Let me check with the team and get back to you today.',
        `Short answer: it depends on the use case. I'll send a summary about ${topic}.`,
      ];
    case 'greeting':
      return [
        title ? `Hi! Thanks for your interest in "${title}".` : 'Hi! Thanks for reaching out.',
        'Hello, great to hear from you. How can I help?',
        'Hi there! Would you like an overview of the project?',
      ];
    default:
      return firstContact
        ? [
            `Thanks for getting in touch about ${topic}!`,
            'Thanks for reaching out. What would you like to know?',
            'Great to connect. Shall we set up a short call?',
          ]
        : [
            'Thanks for the update!',
            'Sounds good. Let’s keep in touch.',
            'Interesting. Could you tell me more?',
          ];
  }
};
