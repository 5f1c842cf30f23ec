// What a sentence of an answer names, and where: 용도지역 (and zone-like words that are none), the attribute a
// figure is about (건폐율, 용적률, 높이 …), building uses (단독주택, 숙박시설 …), the wording of a permission verdict,
// statutes (「법령명」, known names and aliases, unknown "…법 제N조") and article references tied to their statute.
// Positions let the extractor bind each figure to the words next to it.
import type { LawNameResolver } from '../retrieval/law-names';
import { isOwnRule } from '../retrieval/query-plan';
import { ZONES } from '../rules/zones';
import { compactForm } from '../text/compact';
import { circledNumber } from '../text/circled';
import { asideClosesBefore } from '../text/parentheses';

export interface Span {
  start: number;
  end: number;
}

// ---------------------------------------------------------------------------------------------------------------
// 용도지역

const ZONE_FORMS: readonly { form: RegExp; zone: (match: RegExpExecArray) => string | null }[] = [
  ...[...ZONES].sort((a, b) => b.length - a.length).map((zone) => ({ form: new RegExp(zone, 'g'), zone: () => zone })),
  {
    form: /제?([123])종(전용|일반)(?:주거)?(?:지역)?/g,
    zone: (m) => {
      const zone = `제${m[1]}종${m[2]}주거지역`;
      return (ZONES as readonly string[]).includes(zone) ? zone : null;
    },
  },
  // Names without 지역 ("준주거", "자연녹지"); two-syllable ones ("농림") are too likely inside other words.
  ...ZONES.map((zone) => ({ stem: zone.replace(/지역$/, ''), zone }))
    .filter(({ stem }) => stem.length >= 3 && !/^제\d종/.test(stem))
    .sort((a, b) => b.stem.length - a.stem.length)
    .map(({ stem, zone }) => ({ form: new RegExp(stem, 'g'), zone: () => zone })),
];

/** Words of the law's own vocabulary that name groups of zones, not one zone (국토계획법 제36조). */
const ZONE_GROUPS = new Set(['주거지역', '전용주거지역', '일반주거지역', '상업지역', '공업지역', '녹지지역', '관리지역', '도시지역', '농림지역', '자연환경보전지역', '비도시지역']);

export interface ZoneMention extends Span {
  zone: string;
}

/** "제1종ㆍ제2종 일반주거지역", "1종, 2종 및 3종 일반주거": one phrase naming several zones. */
const ZONE_LIST = /(?:제?[123]종(?:[ㆍ,·]|및|와|과|또는|이나)){1,2}제?[123]종(전용|일반)주거(?:지역)?/g;

/** The zones of a family by the word that ends their names: "보전ㆍ생산ㆍ자연녹지" names three 녹지지역. */
const FAMILIES: readonly { family: string; kinds: readonly string[] }[] = ['상업', '공업', '녹지', '관리'].map((family) => ({
  family,
  kinds: ZONES.filter((zone) => zone.endsWith(`${family}지역`)).map((zone) => zone.slice(0, -`${family}지역`.length)),
}));
const SHARED_SUFFIX = FAMILIES.map(({ family, kinds }) => ({
  family,
  list: new RegExp(`(?:(?:${kinds.join('|')})(?:[ㆍ,·]|및|와|과|또는)){1,3}(?:${kinds.join('|')})${family}(?:지역)?`, 'g'),
  kind: new RegExp(kinds.join('|'), 'g'),
}));
/** "세 공업지역 모두", "녹지지역 모두", "공업지역을 모두", "녹지지역 건폐율을 모두", "모든 관리지역": a group word
 *  that means each of its zones. */
const WHOLE_GROUP = /(?:(?:세|네|두|3개|4개|모든|각)(?:개)?)?(상업|공업|녹지|관리)지역(?:건폐율|용적률)?(?:(?:은|는|이|도|의|을|를)?모두|(?:은|이)?전부|마다)/g;
/** "녹지 20%, 공업 70%": a family's bare name right before its figure speaks for each of its zones. */
const BARE_FAMILY = /(상업|공업|녹지|관리)(?:은|는)?(?=\d)/g;
const WHOLE_GROUP_BEFORE = /(?:세|네|두|3개|4개|모든|각)(?:개)?(상업|공업|녹지|관리)지역/g;

export function findZones(text: string): ZoneMention[] {
  const { compact, at } = compactForm(text);
  const found: ZoneMention[] = [];
  const taken: [number, number][] = [];
  /** The zones a match names, unless an earlier (longer-reaching) reading took its place. */
  const take = (match: RegExpMatchArray, zones: (match: RegExpMatchArray) => readonly string[]) => {
    const from = match.index!;
    const to = from + match[0].length;
    if (taken.some(([a, b]) => from < b && to > a)) return;
    const named = zones(match);
    if (named.length === 0) return;
    taken.push([from, to]);
    for (const zone of named) found.push({ zone, start: at[from]!, end: at[to - 1]! + 1 });
  };
  for (const { family, list, kind } of SHARED_SUFFIX) {
    for (const match of compact.matchAll(list)) take(match, () => [...match[0].matchAll(kind)].map(([prefix]) => `${prefix}${family}지역`));
  }
  for (const pattern of [WHOLE_GROUP, WHOLE_GROUP_BEFORE]) {
    for (const match of compact.matchAll(pattern)) take(match, () => FAMILIES.find(({ family }) => family === match[1])!.kinds.map((prefix) => `${prefix}${match[1]}지역`));
  }
  for (const match of compact.matchAll(ZONE_LIST)) {
    take(match, () => [...match[0].matchAll(/[123](?=종)/g)].map(([digit]) => `제${digit}종${match[1]}주거지역`).filter((zone) => (ZONES as readonly string[]).includes(zone)));
  }
  for (const { form, zone } of ZONE_FORMS) {
    form.lastIndex = 0;
    for (const match of compact.matchAll(form)) take(match, () => [zone(match as RegExpExecArray)].filter((name): name is string => name !== null));
  }
  // Last, so that a zone's own name ("자연녹지 20%") is read as that zone.
  for (const match of compact.matchAll(BARE_FAMILY)) take(match, () => FAMILIES.find(({ family }) => family === match[1])!.kinds.map((prefix) => `${prefix}${match[1]}지역`));
  return found.sort((a, b) => a.start - b.start);
}

/**
 * "건폐율은 두 도시 모두 제3종 50%, 제2종 60%", a table row "| 2종 | 100~250% | 200% |": in an answer about
 * 일반주거지역 only, a bare 제N종 is that kind of
 * 일반주거지역 — unless a word follows that makes it something else (제2종 근린생활시설, 제1종 지구단위계획).
 */
const BARE_KIND = /(?<![가-힣\d])제?([123])종(?=\s*(?:[은는이가도의과와만,ㆍ·)|:：]|\d|\*|$))/g;

/** "네 곳 모두", "네 지역 다", "나머지 세 곳", "나머지 둘은": the zones of the one family an answer is about. */
const EVERY_PLACE = /(나머지\s*)?(?:두|세|네|[2-4]개?)\s*(?:곳|지역|군데)(?:\s*(?:은|이|도)?\s*(?:모두|다|전부)|(?=\s*(?:은|는|이|도)?\s))|(나머지)\s*(?:둘|셋|넷|전부|모두|다)?\s*(?:은|는|이|가|도)?(?=\s|\d)/g;

export function findBareKinds(text: string, family: string, taken: readonly ZoneMention[]): ZoneMention[] {
  const found: ZoneMention[] = [];
  const residential = /^(일반|전용)주거$/.exec(family);
  const kinds = FAMILIES.find((candidate) => candidate.family === family)?.kinds;
  // "네 곳 모두 60%", "나머지 세 곳은 60%": every zone of the family, or every one the sentence has not named before.
  if (kinds) {
    for (const match of text.matchAll(EVERY_PLACE)) {
      const start = match.index;
      const rest = match[1] || match[2] ? new Set(taken.filter((mention) => mention.start < start).map((mention) => mention.zone)) : new Set<string>();
      for (const kind of kinds) if (!rest.has(`${kind}${family}지역`)) found.push({ zone: `${kind}${family}지역`, start, end: start + match[0].length });
    }
  }
  // "중심 90%, 일반 80%, 근린 70%" in an answer about 상업지역 only: the word that tells the zones of a family apart.
  const pattern = residential ? BARE_KIND : kinds ? new RegExp(`(?<![가-힣])(${kinds.join('|')})(?=\\s*(?:\\d|[:：|]))`, 'g') : null;
  if (!pattern) return found;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (taken.some((span) => start < span.end && end > span.start)) continue;
    found.push({ zone: residential ? `제${match[1]}종${residential[1]}주거지역` : `${match[1]}${family}지역`, start, end });
  }
  return found;
}

/** The family a zone belongs to, as findBareKinds reads it: "일반주거", "상업", … */
export function zoneFamily(zone: string): string | null {
  const residential = /^제\d종(일반|전용)주거지역$/.exec(zone);
  if (residential) return `${residential[1]}주거`;
  return FAMILIES.find(({ family, kinds }) => kinds.some((kind) => zone === `${kind}${family}지역`))?.family ?? null;
}

/** What makes a zone's name out of a group's: 준주거, 중심상업, 계획관리 … (so "준상업지역" is a zone that does not exist). */
const ZONE_PREFIX = /(?:준|중심|일반|근린|유통|전용|보전|생산|자연|계획)$/;

/** Zone-like words that are neither one of the 21 용도지역 nor a group of them ("제4종일반주거지역"). */
export function unknownZoneWords(text: string): string[] {
  const unknown: string[] = [];
  const add = (word: string) => {
    if (!unknown.includes(word)) unknown.push(word);
  };
  for (const match of text.matchAll(/(?:제?\s*\d+\s*종\s*)?[가-힣]*(?:주거|상업|공업|녹지|관리|보전)지역/g)) {
    const word = match[0].replace(/\s+/g, '').replace(/^(\d)/, '제$1');
    if ((ZONES as readonly string[]).includes(word) || ZONE_GROUPS.has(word)) continue;
    // A zone name with words glued in front ("해당제2종일반주거지역") is that zone; a group with other words in front
    // ("해당상업지역") is the group — unless those words make a zone's name of it ("준상업지역").
    if (ZONES.some((zone) => word.endsWith(zone))) continue;
    const group = [...ZONE_GROUPS].find((candidate) => word.endsWith(candidate));
    if (group && !/^제\d+종/.test(word) && !ZONE_PREFIX.test(word.slice(0, -group.length))) continue;
    add(word);
  }
  // "- 제4종: 고층주택 중심" in a list of 일반주거지역's kinds.
  if (/일반\s*주거|전용\s*주거/.test(text)) {
    for (const match of text.matchAll(/(?:^|\n)\s*(?:[-*•·]\s*)?제\s*([4-9])\s*종(?!\s*(?:근린|시설))/g)) add(`제${match[1]}종${/전용\s*주거/.test(text) && !/일반\s*주거/.test(text) ? '전용' : '일반'}주거지역`);
  }
  // "- 준녹지: 건 20↓" among "- 보전녹지: …": a short name of a kind the family does not have, in a list of its kinds.
  for (const match of text.matchAll(/(?:^|\n)\s*(?:[-*•·]\s*)?([가-힣]{1,2})(녹지|공업|상업|관리)\s*[:：]/g)) {
    const word = `${match[1]}${match[2]}지역`;
    const family = FAMILIES.find(({ family: name }) => name === match[2]);
    const listed = family?.kinds.some((kind) => new RegExp(`${kind}\\s*${match[2]}`).test(text));
    if (listed && !(ZONES as readonly string[]).includes(word)) add(word);
  }
  return unknown;
}

/** Classes the statutes do not have: a third kind of 근린생활시설, a fourth 일반주거지역's kin among uses. */
export function unknownClassWords(text: string): string[] {
  const unknown: string[] = [];
  for (const match of text.matchAll(/제\s*([3-9])\s*종\s*근린\s*생활\s*시설/g)) {
    const word = match[0].replace(/\s+/g, '');
    if (!unknown.includes(word)) unknown.push(word);
  }
  return unknown;
}

// ---------------------------------------------------------------------------------------------------------------
// Attributes a figure can be about

export type Attribute = '건폐율' | '용적률' | '높이' | '층수' | '면적' | '주차' | '거리' | '기간' | '세대';

const ATTRIBUTE_WORDS: readonly (readonly [RegExp, Attribute])[] = [
  [/건폐[율률]/g, '건폐율'],
  [/용적[율률]/g, '용적률'],
  [/높이/g, '높이'],
  [/층수|몇\s*층/g, '층수'],
  [/주차/g, '주차'],
  [/(?:바닥|연|대지|건축)?면적/g, '면적'],
  [/너비|길이|거리|이격|띄어|떨어|폭/g, '거리'],
];

export interface AttributeMention extends Span {
  attribute: Attribute;
}

export function findAttributes(text: string): AttributeMention[] {
  const found: AttributeMention[] = [];
  for (const [pattern, attribute] of ATTRIBUTE_WORDS) {
    for (const match of text.matchAll(pattern)) found.push({ attribute, start: match.index, end: match.index + match[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}

// ---------------------------------------------------------------------------------------------------------------
// Permission wording

const ACT = '(?:건축|신축|증축|입지|입점|영업|운영|개업|설치|용도변경|허가)(?:을|를|이|가|은|는|도)?\\s*(?:할|받을|하실)';
const BUILD = '(?:지을|짓는\\s*것은|들어설|들어올|낼|열|세울|둘)';
const NOT_ALLOWED = [
  /불허/g,
  /불가(?!피)/g,
  new RegExp(`${ACT}\\s*수\\s*(?:는\\s*)?없`, 'g'),
  new RegExp(`${BUILD}\\s*수\\s*(?:는\\s*)?없`, 'g'),
  /(?:허용|허가)(?:이|가|은|는)?\s*(?:되지|하지|받을\s*수)\s*(?:않|없)/g,
  /(?:허용|허가)\s*(?:안|불가)/g,
  /가능하지\s*(?:않|못)/g,
  /금지/g,
  /안\s*(?:됩니다|돼요|돼|된다|되요)/g,
  /(?:짓지|세우지|건축하지)\s*못/g,
  /수\s*없는\s*건축물/g,
];
const ALLOWED = [
  /허용/g,
  /가능/g,
  new RegExp(`${ACT}\\s*수\\s*있`, 'g'),
  new RegExp(`${BUILD}\\s*수\\s*있`, 'g'),
  /수\s*있는\s*건축물/g,
];
const CONDITIONAL = [
  /조건부/g,
  /경우에\s*(?:한하여|한해|한함|한정|만)/g,
  /(?:조례|도시ㆍ?군?계획\s*조례)(?:로|가|에서|에)\s*(?:따로\s*)?정하는\s*(?:경우|바에|범위)/g,
  /다만/g,
  /(?:미만|이하|이상|초과)인\s*(?:경우|것|때)/g,
  /조건(?:을|이|으로|에)/g,
];

export type Verdict = '허용' | '불허' | '조건부허용';

export interface VerdictWords {
  verdicts: { verdict: '허용' | '불허'; start: number }[];
  conditional: boolean;
}

/** The verdict words of a sentence; a negation ("허용되지 않", "불가능") is never also read as its positive. */
export function findVerdictWords(text: string): VerdictWords {
  let rest = text;
  const verdicts: VerdictWords['verdicts'] = [];
  for (const pattern of NOT_ALLOWED) {
    rest = rest.replace(pattern, (match, offset: number) => {
      verdicts.push({ verdict: '불허', start: offset });
      return ' '.repeat(match.length);
    });
  }
  for (const pattern of ALLOWED) for (const match of rest.matchAll(pattern)) verdicts.push({ verdict: '허용', start: match.index });
  return { verdicts: verdicts.sort((a, b) => a.start - b.start), conditional: CONDITIONAL.some((pattern) => new RegExp(pattern.source).test(text)) };
}

// ---------------------------------------------------------------------------------------------------------------
// Statutes

export interface LawMention extends Span {
  /** The official name when known, else as written. */
  name: string;
  known: boolean;
  /** An ordinance (조례): its own place's, or "the ordinance" in general when it names no place. */
  ordinance: boolean;
  generic: boolean;
}

/** "같은 조례", "동 조례": the ordinance named last, whatever place the sentence is about. */
export const SAME_ORDINANCE = /^(?:같은|동|위)\s+조례$/;
const GENERIC_ORDINANCE = /^(?:(?:해당|관할|지자체|지방자치단체|특별시|광역시|특별자치시|특별자치도|시ㆍ?도|시ㆍ?군?|시|군|구|도)\s*)?(?:도시ㆍ?군?\s*계획|건축|주차장)?\s*조례$/;
const NOT_A_NAME = /^(?:같은|동|이|본|해당|관계|관련|위|상기)?\s*(?:법|법률|영|시행령|시행규칙|규칙|규정|특별법)$/;
// An unknown name must stand before an article: "건축물용도제한특별법 제12조". Longer names often read "… 등에 관한 법률".
const UNKNOWN_BEFORE_ARTICLE = /([가-힣ㆍ]*(?:특별법|법률|법|시행령|시행규칙|규칙|조례|규정))\s*(?=제\s*\d+\s*조|§\s*\d)/g;
const ORDINANCE_NAME = /((?:[가-힣]+(?:특별시|광역시|특별자치시|특별자치도|도|시|군|구)\s*)+(?:도시ㆍ?군?\s*계획|건축|주차장)?\s*조례)/g;

export function findLaws(text: string, laws: LawNameResolver): LawMention[] {
  const found: LawMention[] = [];
  const taken: Span[] = [];
  const add = (mention: Omit<LawMention, 'ordinance' | 'generic'> & { generic?: boolean }) => {
    if (taken.some((span) => mention.start < span.end && mention.end > span.start)) return;
    taken.push(mention);
    found.push({ ordinance: /조례$/.test(mention.name), generic: false, ...mention });
  };

  for (const match of text.matchAll(/「([^」]{1,80})」/g)) {
    const written = match[1]!.trim();
    const official = laws.official(written);
    const generic = GENERIC_ORDINANCE.test(written);
    add({ name: official ?? written, known: official !== null || generic, generic, start: match.index, end: match.index + match[0].length });
  }
  for (const mention of laws.findAll(text)) add({ name: mention.name, known: true, start: mention.start, end: mention.end });
  for (const match of text.matchAll(ORDINANCE_NAME)) {
    const written = match[1]!.replace(/\s+/g, ' ').trim();
    const start = match.index + match[0].indexOf(match[1]!);
    const official = laws.official(written);
    // "울산광역시 조례" names no ordinance in particular: that place's ordinance, whichever applies.
    const generic = GENERIC_ORDINANCE.test(written) || (official === null && !/(?:계획|건축|주차장)\s*조례$/.test(written));
    add({ name: official ?? written, known: official !== null || generic, generic, start, end: start + match[1]!.length });
  }
  // "같은 조례": the ordinance named last (the reader resolves it; see SAME_ORDINANCE).
  for (const match of text.matchAll(/(?:(?:같은|동|위)\s+)?(?:도시ㆍ?군?\s*계획|건축|주차장)?\s*조례/g)) {
    const start = match.index + (match[0].length - match[0].trimStart().length);
    add({ name: match[0].trim(), known: true, generic: true, start, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(UNKNOWN_BEFORE_ARTICLE)) {
    let start = match.index;
    let name = match[1]!;
    if (NOT_A_NAME.test(name) || GENERIC_ORDINANCE.test(name)) continue;
    // "건축물 용도제한에 관한 특별법": take in the words of an "…에 관한" name.
    const before = /(?:[가-힣ㆍ]+\s+){0,4}[가-힣ㆍ]*에\s*관한\s*$/.exec(text.slice(0, start));
    if (before) {
      start = before.index;
      name = `${before[0]}${name}`;
    }
    const official = laws.official(name);
    add({ name: official ?? name.replace(/\s+/g, ' '), known: official !== null, start, end: match.index + match[1]!.length });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** "국토의 계획 및 이용에 관한 법률 시행령" → "국토의 계획 및 이용에 관한 법률". */
export function baseLaw(name: string): string {
  return name.replace(/\s*(?:시행령|시행규칙)$/, '');
}

// ---------------------------------------------------------------------------------------------------------------
// Article references

export interface ArticleMention extends Span {
  article: string;
  paragraph: number | null;
  item: number | null;
  text: string;
}

/** "제94조의 330㎡": a figure after the article, not its branch number (제94조의2). */
const NOT_A_QUANTITY = String.raw`(?![\d.,]*\s*(?:㎡|제곱|평방|미터|센티|m(?![a-z])|%|퍼센트|프로|층|세대|명|일|개월|년|원|만|천|배|대(?![지학상]))|\d)`;

const ARTICLE = new RegExp(String.raw`(?<!\d)(?:(부칙)\s*)?(제\s*)?(\d{1,4})\s*조(?![례치정성건원사항])(?:\s*의\s*(\d{1,3})` + NOT_A_QUANTITY + String.raw`)?(?:\s*제?\s*(\d{1,2})\s*항|\s*([①-⑳]))?(?:\s*제?\s*(\d{1,3})\s*호)?`, 'g');

/** Bare article numbers listed before "N조": "44·55·56·" of "44·55·56·61조". */
const ARTICLE_NUMBERS_BEFORE = /(?<![\d.조항호])(?:\d{1,4}\s*[·ㆍ]\s*)+$/;

export function findArticles(text: string): ArticleMention[] {
  const found: ArticleMention[] = [];
  for (const match of text.matchAll(ARTICLE)) {
    const [whole, supplementary, je, number, branch, paragraphNumber, circled, item] = match;
    const paragraph = paragraphNumber ?? (circled ? String(circledNumber(circled)) : undefined);
    // "84조" without 제 is a reference only when a particle or the end follows, not inside a word.
    if (!je && !/^(?:\s|$|[,.)·ㆍ①-⑳]|에|의|를|은|는|이|가|도|로|으로|상|및|와|과|부터|까지)/.test(text.slice(match.index + whole.length))) continue;
    // "44·55·56·58·60·61조": the numbers before the last one are articles too.
    if (!supplementary && !branch && !paragraph && !item) {
      const listed = ARTICLE_NUMBERS_BEFORE.exec(text.slice(0, match.index));
      if (listed) {
        let at = listed.index;
        for (const [written, digits] of listed[0].matchAll(/(\d{1,4})\s*[·ㆍ,]\s*/g)) {
          found.push({ article: `제${Number(digits)}조`, paragraph: null, item: null, text: `제${Number(digits)}조`, start: at, end: at + written.length });
          at += written.length;
        }
      }
    }
    const article = `${supplementary ? '부칙 ' : ''}제${Number(number)}조${branch ? `의${Number(branch)}` : ''}`;
    found.push({
      article,
      paragraph: paragraph ? Number(paragraph) : null,
      item: item ? Number(item) : null,
      // As the statutes write it, whatever the answer's spelling ("84조 1항" → "제84조제1항").
      text: `${article}${paragraph ? `제${Number(paragraph)}항` : ''}${item ? `제${Number(item)}호` : ''}`,
      start: match.index,
      end: match.index + whole.length,
    });
  }
  // "건축법 §57", "영 §81①", "§80의2": the section sign for 제N조.
  for (const match of text.matchAll(SECTION_SIGN)) {
    const [whole, number, branch, circled, paragraphNumber, item] = match;
    const paragraph = paragraphNumber ? Number(paragraphNumber) : circled ? circledNumber(circled) : null;
    const article = `제${Number(number)}조${branch ? `의${Number(branch)}` : ''}`;
    const written = `${article}${paragraph ? `제${paragraph}항` : ''}${item ? `제${Number(item)}호` : ''}`;
    found.push({ article, paragraph, item: item ? Number(item) : null, text: written, start: match.index, end: match.index + whole.length });
  }
  // "법 77①2가", "영 84①17·18": exam-note shorthand, a statute's short name, the article's number and its ①.
  for (const match of text.matchAll(TERSE_ARTICLE)) {
    const [whole, number, branch, circled, item] = match;
    if (found.some((other) => match.index < other.end && match.index + whole.length > other.start)) continue;
    const article = `제${Number(number)}조${branch ? `의${Number(branch)}` : ''}`;
    const paragraph = circledNumber(circled!);
    found.push({ article, paragraph, item: item ? Number(item) : null, text: `${article}제${paragraph}항${item ? `제${Number(item)}호` : ''}`, start: match.index, end: match.index + whole.length });
  }
  return found.sort((a, b) => a.start - b.start);
}

const TERSE_ARTICLE = /(?<=(?:^|[^가-힣])(?:법|영|령|규칙|시행령|시행규칙)\s?)(\d{1,4})(?:의(\d{1,3}))?([①-⑳])(\d{1,3})?/g;

const SECTION_SIGN = new RegExp(String.raw`§\s*(\d{1,4})(?:\s*의\s*(\d{1,3})` + NOT_A_QUANTITY + String.raw`)?(?:\s*([①-⑳])|\s*제?\s*(\d{1,2})\s*항)?(?:\s*제?\s*(\d{1,3})\s*호)?`, 'g');

/** "같은 조 제7호", "동조 제2항", "같은 항 제3호": the article cited last, at another paragraph or item. */
const SAME_ARTICLE = /(?:같은|동)\s*(조(?![례치정성건원사항])|항(?![목]))\s*(?:제?\s*(\d{1,2})\s*항|([①-⑳]))?(?:\s*제?\s*(\d{1,3})\s*호)?/g;

export interface SameArticleMention extends Span {
  /** 조: the same article (at the paragraph given, if any); 항: the same article and paragraph. */
  level: '조' | '항';
  paragraph: number | null;
  item: number | null;
}

export function findSameArticles(text: string): SameArticleMention[] {
  const found: SameArticleMention[] = [];
  for (const match of text.matchAll(SAME_ARTICLE)) {
    const [whole, level, paragraphNumber, circled, item] = match;
    const paragraph = paragraphNumber ? Number(paragraphNumber) : circled ? circledNumber(circled) : null;
    // "같은 항" alone is no reference to a provision of its own — but "같은 항 단서" is the paragraph's proviso.
    if (level === '항' && !item && !/^\s*(?:단서|본문|후단|전단)/.test(text.slice(match.index + whole.length))) continue;
    found.push({ level: level as '조' | '항', paragraph, item: item ? Number(item) : null, start: match.index, end: match.index + whole.length });
  }
  return found;
}

/** How answers name a statute by its relation to the one they were talking about. */
const RELATIVE: readonly (readonly [RegExp, (law: string) => string])[] = [
  [/(?:같은|동)\s*법\s*시행령\s*$/, (law) => `${baseLaw(law)} 시행령`],
  [/(?:같은|동)\s*법\s*시행규칙\s*$/, (law) => `${baseLaw(law)} 시행규칙`],
  [/(?:같은|동)\s*(?:영|시행령)\s*$/, (law) => `${baseLaw(law)} 시행령`],
  [/(?:같은|동)\s*(?:규칙|시행규칙)\s*$/, (law) => (isOwnRule(law) ? law : `${baseLaw(law)} 시행규칙`)],
  [/(?:같은|동|이|본)\s*(?:법|법률)\s*$/, (law) => baseLaw(law)],
  [/(?:^|[^가-힣])(?:영|시행령)\s*$/, (law) => `${baseLaw(law)} 시행령`],
  [/(?:^|[^가-힣])시행규칙\s*$/, (law) => `${baseLaw(law)} 시행규칙`],
  [/(?:^|[^가-힣])규칙\s*$/, (law) => (isOwnRule(law) ? law : `${baseLaw(law)} 시행규칙`)],
  [/(?:^|[^가-힣])법\s*$/, (law) => baseLaw(law)],
];

const SAME_ACT = /(?:같은|동)\s*(?:법|법률)\s*$/;

/**
 * The statute an article reference belongs to: the one named right before it ("「건축법」 제44조"), a relative name
 * ("같은 법 시행령 제85조", "법 제77조", "영 제84조", "시행령 제86조") read against the statutes named before it —
 * the most recent one for which that name is a statute Geungeo knows (after "건축법 시행령 제46조 … 피난ㆍ방화규칙
 * 제14조", "시행령 제64조" is 건축법 시행령: the rule has none) — or, for a bare "제84조", the last statute named; null when none was. Ordinances
 * have no 시행령: they are passed over.
 */
export function lawOfArticle(
  text: string,
  article: ArticleMention,
  lawsBefore: readonly LawMention[],
  recent: readonly string[],
  known: (name: string) => boolean,
  citedBefore: (article: string) => string | null,
  exists: (law: string) => boolean = () => true,
): string | null {
  const adjacent = lawsBefore.filter((law) => law.end <= article.start && /^[\s」』)]*$/.test(text.slice(law.end, article.start))).at(-1);
  if (adjacent) return adjacent.name;
  // "2️⃣ 시행령 – 제84조": a dash or colon between the name and its article.
  const prefix = text.slice(Math.max(0, article.start - 12), article.start).replace(/\s*[–—:：-]\s*$/, ' ');
  const statutes = recent.filter((law) => !/조례$/.test(law));
  for (const [pattern, resolve] of RELATIVE) {
    if (!pattern.test(prefix)) continue;
    // "규칙 제14조" after "피난ㆍ방화규칙 제14조제1항": the rule named before, not a 시행규칙 of the last act.
    const rule = /(?:^|[^가-힣])규칙\s*$/.test(prefix) ? statutes.find(isOwnRule) : undefined;
    // "시행령 제34조제2항" after 국토계획법 and 건축법: the decree of the two that has such a provision.
    // "「도로교통법」 제32조 … 및 같은 법 제33조": "같은 법" is the act named last, in the library or not.
    if (SAME_ACT.test(prefix) && statutes[0] && !known(resolve(statutes[0]))) return resolve(statutes[0]);
    const candidates = statutes.map(resolve).filter(known);
    return rule ?? candidates.find(exists) ?? candidates[0] ?? null;
  }
  // A bare "14조 5항" in an answer that cited "건축법 14조 1항" before is that statute's.
  return citedBefore(article.article) ?? recent.find(exists) ?? recent[0] ?? null;
}

/** What a citation is made of — statutes, places, articles — as opposed to what it is cited for. */
const CITATION_WORDS = /「[^」]*」|[가-힣]*(?:법률|법|시행령|시행규칙|규칙|조례|특별시|광역시|특별자치시|특별자치도|도|시|군|구)(?![가-힣])|(?:같은|동|도시ㆍ?군?계획|건축)(?![가-힣])|(?:부칙\s*)?제?\s*\d+\s*(?:조|항|호)(?:\s*의\s*\d+)?|§\s*\d+|[①-⑳]|(?:단서|본문|참조|참고|및|등|각)(?![가-힣])/g;

/**
 * Whether an article written in an aside that closes before a figure cites what the aside says rather than the
 * figure: "공장(반도체ㆍ이차전지 제조, 규칙 §8①): 75m", "고층건축물(30층 이상 …, 법 §2①19)은 … 1대 이상" — but
 * not "건폐율(시행령 제84조) 60%", an aside that is nothing but the citation.
 */
export function citesItsAside(text: string, articleStart: number, figureStart: number): boolean {
  if (!asideClosesBefore(text, articleStart, figureStart)) return false;
  const open = Math.max(text.lastIndexOf('(', articleStart), text.lastIndexOf('（', articleStart));
  const close = text.slice(articleStart).search(/[)）]/);
  const aside = text.slice(open + 1, close < 0 ? figureStart : articleStart + close);
  return /[가-힣]{2,}/.test(aside.replace(CITATION_WORDS, ' '));
}
