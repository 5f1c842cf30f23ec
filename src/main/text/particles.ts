// Korean particles that depend on the word before them: 은/는 (topic) and 으로/로 (instrument), chosen by whether
// the last syllable has a final consonant (ㄹ takes 로). A word with a gloss in parentheses ("카페(휴게음식점)") takes
// the particle of the word outside them, as written Korean does.

/** The last Hangul syllable that decides the particle: before a trailing "(…)" gloss. */
function lastSyllable(word: string): number | null {
  const bare = word.replace(/\s*\([^)]*\)\s*$/, '').trim();
  const code = bare.charCodeAt(bare.length - 1) - 0xac00;
  return code >= 0 && code < 11172 ? code : null;
}

/** 은 after a final consonant, 는 after a vowel: 중구는, 강서군은, 카페(휴게음식점)는. */
export function topicParticle(word: string): string {
  const code = lastSyllable(word);
  return code !== null && code % 28 !== 0 ? '은' : '는';
}

/** 으로 after a final consonant other than ㄹ, 로 after a vowel or ㄹ: 단독주택으로, 근린생활시설로. */
export function instrumentalParticle(word: string): string {
  const code = lastSyllable(word);
  const final = code === null ? 0 : code % 28;
  return final === 0 || final === 8 ? '로' : '으로';
}
