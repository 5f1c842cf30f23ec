// Aligning a claim with the source sentence about the same subject, without a morphological analyser: both sides are
// cut into the two-syllable pieces of their words ("대지는 도로에 2미터 이상 접해야" and "건축물의 대지는 2미터 이상이
// 도로에 접하여야 한다" share 대지, 도로, 접하 …), each weighted by how telling it is in the library
// (retrieval/term-weights.ts), and the share of the claim's weight a sentence holds is how much it speaks about the
// same thing. Particles, endings and word order then hardly matter; words the library never uses weigh nothing.
import { stripEnding } from '../retrieval/query-terms';
import type { TermWeights } from '../retrieval/term-weights';
import type { SourceUnit } from './source-units';

export type Pieces = ReadonlySet<string>;

/**
 * Pieces that are grammar, not subject: endings and particles glued to a neighbour ("이면서" → 이면, 면서), the bound
 * words a figure carries (compared with the figure itself) and the connectives of legal prose. Statutes use some of
 * them rarely, so their weight alone would not keep them from aligning two sentences that only share a verb ending.
 */
const GRAMMAR = new Set([
  '이면', '면서', '하면', '되면', '으면', '려면', '라면', '이라', '라고', '라는', '이란', '하고', '하여', '하며', '하거', '거나',
  '하는', '되는', '있는', '없는', '하지', '되지', '아니', '니한', '않은', '않는', '하다', '한다', '된다', '이다', '있다', '없다',
  '합니', '니다', '습니', '됩니', '입니', '있습', '없습', '세요', '해요', '에요', '예요', '이에', '해야', '야합', '야하', '인데',
  '는데', '해서', '라서', '니까', '으니', '이니', '는지', '인지', '에서', '으로', '에게', '에는', '에도', '까지', '부터', '보다',
  '이상', '이하', '미만', '초과', '이내', '경우', '우에', '에는', '는경', '따라', '따른', '의한', '관한', '대한', '위한', '위하',
  '해당', '당하', '또는', '그리', '리고', '그밖', '밖에', '등의', '등을', '등이', '하나', '어느', '각호', '다음', '음각', '호의',
  '같다', '같은', '같이', '정하', '하는', '바에', '으며', '이며', '이고', '이나', '이어', '것을', '것은', '것이', '것으', '것만',
  '수있', '할수', '수없', '있도', '도록', '록한', '하도', '보시', '시면', '됩니', '돼요', '되요', '거예', '건가', '하니',
]);

/**
 * The two-syllable pieces of a text's words, without the pieces that are only grammar. Pieces never span two words
 * ("일반형은 너비" gives no "은너"): a word's ending glued to the next word's start would match by accident.
 */
export function pieces(text: string): Set<string> {
  const found = new Set<string>();
  for (const written of text.normalize('NFC').split(/[^가-힣]+/)) {
    // Endings and particles off ("건축하려면" → 건축, "접해야" → 접하): a statute conjugates otherwise.
    const word = contracted(stripEnding(written));
    for (let i = 0; i + 2 <= word.length; i++) {
      const piece = word.slice(i, i + 2);
      if (!GRAMMAR.has(piece)) found.add(piece);
    }
  }
  return found;
}

/** "접해" is 접하여 contracted, "안돼" 안되어: the statutes write the full form. */
function contracted(word: string): string {
  return word.replace(/해$/, '하').replace(/돼$/, '되');
}

/** What a source sentence offers to align with: its own pieces, and (weighing less) those of what it hangs from. */
export interface UnitPieces {
  own: Pieces;
  context: Pieces;
}

/** The leads and title only set the scene: a claim that matches them alone is about the article, not the sentence. */
const CONTEXT_WEIGHT = 0.6;

const cache = new WeakMap<SourceUnit, UnitPieces>();

export function unitPieces(unit: SourceUnit): UnitPieces {
  let found = cache.get(unit);
  if (!found) {
    found = { own: pieces(unit.text), context: pieces(unit.context) };
    cache.set(unit, found);
  }
  return found;
}

/** The share (0–1) of the claim's weight that the sentence holds. */
export function coverage(claim: Pieces, unit: UnitPieces, weight: TermWeights): number {
  let total = 0;
  let held = 0;
  for (const piece of claim) {
    const w = weight(piece);
    if (w === 0) continue;
    total += w;
    if (unit.own.has(piece)) held += w;
    else if (unit.context.has(piece)) held += CONTEXT_WEIGHT * w;
  }
  return total === 0 ? 0 : held / total;
}

/** The claim's weight: a claim made of words the library never uses cannot be aligned at all. */
export function weightOf(claim: Pieces, weight: TermWeights): number {
  let total = 0;
  for (const piece of claim) total += weight(piece);
  return total;
}
