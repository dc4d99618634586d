/**
 * Words for matching: lower-cased, split on anything that is not a letter or digit, common words
 * dropped, and a light suffix stemming so 'batteries' ~ 'battery' and 'sensing' ~ 'sensor' do
 * not need a dictionary. Deterministic and dependency-free, like the rest of the local provider.
 */

const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below
  between both but by can could did do does doing down during each few for from further had has
  have having he her here hers him his how i if in into is it its itself just me more most my no
  nor not now of off on once only or other our ours out over own same she should so some such than
  that the their theirs them then there these they this those through to too under until up us
  very was we were what when where which while who whom why will with would you your yours
  looking look seek seeking want wants need needs interested interest work working new use using
  based project projects partner partners company companies team research researcher researchers
  industry industrial solution solutions technology technologies platform help develop development
  develops developing year years month months across within via per e g etc next first
  make makes made like well way ways get one two three also today able many much lot lots`.split(
    /\s+/,
  ),
);

/** Short forms that mean the same as a longer phrase, read as that phrase. */
const ALIASES: Record<string, string> = {
  ai: 'artificial intelligence',
  ml: 'machine learning',
  ev: 'electric vehicle',
  evs: 'electric vehicle',
  iot: 'internet things',
  nlp: 'natural language processing',
  llm: 'language model',
  llms: 'language model',
  pv: 'photovoltaic',
  mri: 'magnetic resonance imaging',
  crispr: 'crispr gene editing',
  uav: 'drone',
  uavs: 'drone',
  hvac: 'heating ventilation cooling',
};

/** A light stemmer: plural and verb endings, so word families meet without over-merging. */
export const stem = (word: string) => {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 6 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 6 && w.endsWith('ers')) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith('er')) w = w.slice(0, -2);
  else if (w.length > 6 && w.endsWith('ors')) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith('or')) w = w.slice(0, -2);
  return w;
};

export interface Token {
  /** The stem used for matching. */
  term: string;
  /** The word as written (the first way it was written), for explanations. */
  surface: string;
}

/** The matchable words of a text, in order, aliases expanded. */
export const tokenize = (text: string | null | undefined): Token[] => {
  if (!text) return [];
  const out: Token[] = [];
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!raw) continue;
    const alias = ALIASES[raw];
    for (const word of alias?.split(' ') ?? [raw]) {
      if (word.length < 2 || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
      // An expanded short form is explained as written ('MRI', not 'resonance').
      out.push({ term: stem(word), surface: alias ? raw : word });
    }
  }
  return out;
};
