// The place a question is about: the one it names, or else the user's default place (설정 → 기본 지역), so that field
// staff who work in one 시·군·구 need not name it in every question. Read once per question and used alike by the
// rule facts of an answer, the question's missing needs and the verifier, so all three speak of the same place.
import type { PlaceFrom } from '../../shared/verify-contract';
import { NATIONWIDE, type JurisdictionResolver } from './jurisdictions';

export interface QuestionPlace {
  /** The official name ("서울특별시 종로구"), or 전국 when the question names none and no default is set. */
  name: string;
  from: Exclude<PlaceFrom, 'answer'>;
  /** Names the question wrote that several places share ("중구"), when they left its place open. */
  ambiguous: { word: string; candidates: string[] }[];
}

export function createPlaceReader(resolver: Pick<JurisdictionResolver, 'find' | 'ambiguous' | 'lineage'>, defaultPlace: () => string | null) {
  /** The 시·도 a place lies in (itself for a 시·도), or null for 전국. */
  const provinceOf = (name: string): string | null => {
    const chain = resolver.lineage(name);
    return chain.length >= 2 ? chain.at(-2)! : null;
  };

  return {
    of(question: string): QuestionPlace {
      const named = resolver.find(question);
      if (named) return { name: named.name, from: 'question', ambiguous: [] };
      const home = defaultPlace();
      const ambiguous = resolver.ambiguous(question);
      if (ambiguous.length > 0) {
        // "중구" from someone whose default place is in 서울 is 서울특별시 중구: the one candidate in their own 시·도.
        const province = home ? provinceOf(home) : null;
        const local = ambiguous.length === 1 && province ? ambiguous[0]!.candidates.filter((candidate) => provinceOf(candidate) === province) : [];
        if (local.length === 1) return { name: local[0]!, from: 'question', ambiguous: [] };
        // The question names a place, only not which one: it is asked back, never replaced by the default.
        return { name: NATIONWIDE, from: 'none', ambiguous };
      }
      if (home && home !== NATIONWIDE) return { name: home, from: 'default', ambiguous: [] };
      return { name: NATIONWIDE, from: 'none', ambiguous: [] };
    },
  };
}

export type PlaceReader = ReturnType<typeof createPlaceReader>;
