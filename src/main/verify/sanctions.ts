// Sanctions as the statutes name them. A fine (벌금) and imprisonment (징역, 금고) are criminal penalties; an
// administrative fine (과태료), a charge for compliance (이행강제금) and a penalty surcharge (과징금) are not — an
// answer that puts 과태료 where the act sets 벌금 has the wrong kind of sanction, whatever the amount.

export type SanctionKind = '징역' | '금고' | '벌금' | '과태료' | '이행강제금' | '과징금';

export const SANCTION_WORDS = /징역|금고(?!형?\s*이상의\s*형)|벌금|과태료|이행강제금|과징금|형사\s*처벌|형벌/;

const KINDS: readonly (readonly [RegExp, readonly SanctionKind[]])[] = [
  [/징역/, ['징역']],
  [/금고/, ['금고']],
  [/벌금/, ['벌금']],
  [/과태료/, ['과태료']],
  [/이행강제금/, ['이행강제금']],
  [/과징금/, ['과징금']],
  [/형사\s*처벌|형벌/, ['징역', '금고', '벌금']],
];

/** The sanctions a text names. */
export function sanctionKinds(text: string): Set<SanctionKind> {
  const kinds = new Set<SanctionKind>();
  for (const [pattern, named] of KINDS) if (pattern.test(text)) for (const kind of named) kinds.add(kind);
  return kinds;
}

/** The text with its sanction words blanked: what the offence is, not what it costs. */
export function withoutSanctions(text: string): string {
  return text.replace(new RegExp(SANCTION_WORDS.source, 'g'), (word) => ' '.repeat(word.length));
}
