// The 21 용도지역 of 국토의 계획 및 이용에 관한 법률 시행령 제30조 and how people write them: "제2종 일반주거지역",
// "2종일반주거", "제2종일반". Zone names are stored in their official spelling without spaces.

export const ZONES = [
  '제1종전용주거지역', '제2종전용주거지역', '제1종일반주거지역', '제2종일반주거지역', '제3종일반주거지역', '준주거지역',
  '중심상업지역', '일반상업지역', '근린상업지역', '유통상업지역',
  '전용공업지역', '일반공업지역', '준공업지역',
  '보전녹지지역', '생산녹지지역', '자연녹지지역',
  '보전관리지역', '생산관리지역', '계획관리지역',
  '농림지역', '자연환경보전지역',
] as const;

export type Zone = (typeof ZONES)[number];

/** "제2종 일반주거지역" → "제2종일반주거지역": zone names compare without spaces. */
export function canonicalZone(name: string): string {
  return name.normalize('NFC').replace(/\s+/g, '');
}

/** Short forms field staff use, matched after the full names. */
const SHORT_FORMS: readonly (readonly [RegExp, (match: RegExpExecArray) => string])[] = [
  [/제?([123])종(전용|일반)(?:주거)?(?:지역)?/, (m) => `제${m[1]}종${m[2]}주거지역`],
];

/** Names without 지역 ("준주거", "자연녹지"); two-syllable ones ("농림") are left out as too likely inside other words. */
const STEMS = ZONES.map((zone) => ({ stem: zone.replace(/지역$/, ''), zone })).filter(({ stem }) => stem.length >= 3 && !/^제\d종/.test(stem));

/** The 용도지역 a question or answer names, longest name first; null if none. */
export function findZone(text: string): Zone | null {
  const compact = canonicalZone(text);
  const full = [...ZONES].sort((a, b) => b.length - a.length).find((zone) => compact.includes(zone));
  if (full) return full;
  for (const [pattern, build] of SHORT_FORMS) {
    const match = pattern.exec(compact);
    if (match) {
      const zone = build(match);
      if ((ZONES as readonly string[]).includes(zone)) return zone as Zone;
    }
  }
  return [...STEMS].sort((a, b) => b.stem.length - a.stem.length).find(({ stem }) => compact.includes(stem))?.zone ?? null;
}
