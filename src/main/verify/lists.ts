// Lists as answers write them and as statutes hold them. An answer lists inline ("기초, 내력벽, 기둥, 바닥"), in
// bullets or numbered lines ("- 자연경관지구: …"), or in a table's first column; a statute lists inline ("내력벽,
// 기둥, 바닥, 보, 지붕틀 및 주계단"), or as the items (1., 2.) and sub-items (가., 나.) under a lead. An answer's list
// is compared with the statute's list it matches best: an item the statute's list does not hold — while the rest
// match — is a contradiction, named with what the statute has in its place ("교정 및 군사 시설" → "교정(矯正)시설").
import { BULLET, type Sentence } from './answer-text';
import type { SourceUnit } from './source-units';

export interface ListItem {
  /** As written, for the message. */
  text: string;
  /** Spacing-, markup- and parenthesis-free form, for matching. */
  key: string;
}

export interface AnswerList {
  sentences: Sentence[];
  items: ListItem[];
}

export interface SourceList {
  units: SourceUnit[];
  items: ListItem[];
  /** Everything the list says, spacing-free: an item written differently may still be in it. */
  text: string;
  /** Everything the list's article says among the units given, spacing-free: a list cut across chunks is in it whole. */
  article: string;
}

/** A list marker at the start of a line: "-", "•", "1.", "1)", "①", "1️⃣", "▶", or a bare number ("23 교정시설"). */
const SEPARATORS = /\s*[,ㆍ·/]\s*|\s+(?:및|또는)\s+/;
/** "문화 및 집회시설" is one name, but 또는 never joins one: "위락시설 중 주점영업 또는 장례시설". */
const SEPARATORS_BUT_AND = /\s*[,ㆍ·/]\s*|\s+또는\s+/;
/** Words that end a list, not items of it. */
const FILLER = /^(?:등|기타|그밖에.*|그외.*|이상|이하|해당없음|없음)$/;
const MIN_ITEMS = 3;
/** Where the last item of an inline list ends and the sentence goes on: a word closing with a particle. */
const PARTICLE_END = /(?:을|를|이|가|은|는|으로|로|에|와|과|로서|으로서|등|만|도)$/;
const MAX_ITEM_CHARS = 20;

/** Exam-note short names of the building-use classes (건축법 시행령 별표 1), spelled out for matching. */
const SHORT_NAMES: readonly (readonly [RegExp, string])[] = [
  [/(?<![가-힣])제?([12])\s*종\s*근생/g, '제$1종 근린생활시설'],
  [/(?<![가-힣])근생(?![가-힣])/g, '근린생활시설'],
  [/(?<![가-힣])문집(?![가-힣])/g, '문화 및 집회시설'],
];

/** The matching form of an item: no markup, no parentheses and what they hold, no spaces. */
export function itemKey(text: string): string {
  return (
    SHORT_NAMES.reduce((spelled, [short, full]) => spelled.replace(short, full), text.normalize('NFC'))
      .replace(/\*\*|__|`/g, '')
      .replace(/\([^()]*\)|（[^（）]*）/g, '')
      // "토석의 채취" = "토석채취", "벽을 증설" = "벽 증설": a particle at a word's end inside a name is spelling.
      .replace(/(?<=[가-힣])(?:을|를|의)(?=\s)/g, '')
      .replace(/[\s"'“”‘’「」]/g, '')
      .replace(/[ㆍ·]/g, '')
      .replace(/^[^가-힣0-9]+|[^가-힣0-9+]+$/g, '')
  );
}

/** "「도시개발법」에 따른 도시개발구역" names a 도시개발구역: the statute it comes from qualifies the name, it is not the item. */
const SOURCE_OF_NAME = /^「[^」]{1,80}」(?:\s*제\d+조(?:의\d+)?(?:제\d+항)?(?:\s*(?:및|또는)\s*제\d+조(?:의\d+)?(?:제\d+항)?)*)?\s*(?:에|에서)\s*(?:따른|따라\s*지정된|의한|의하여\s*지정된)\s+/;

/** An item's head: before a colon, an arrow, a parenthesis or a dash, without the statute its name comes from. */
function head(text: string): string {
  return text
    .replace(BULLET, '')
    .replace(SOURCE_OF_NAME, '')
    .replace(/\([^()]*\)/g, '')
    .split(/\s*[:：→]\s*|\s+[-–—]\s+|\s*\|\s*/)[0]!
    .replace(/\*\*/g, '')
    .trim();
}

/** A word that closes a phrase rather than names something: it ends in a particle or a verb ending. */
const CLOSES = /(?:을|를|이|가|은|는|으로|로|에|에서|와|과|로서|으로서|등|만|도|면|고|며|서|다|한|된|하는|되는|인|란|이란)$|[”"]란$/;

/** "장례시설의 용도로 쓰는": the use a name is put to is the name. */
const USE_OF = /의\s+용도$/;

/** The first words of a text, up to the one that closes a phrase (without its ending): "개발진흥지구를 다음 각 호와" → "개발진흥지구". */
function leading(text: string): string {
  const words = text.split(/\s+/);
  const end = words.findIndex((word) => CLOSES.test(word));
  return (end < 0 ? words : words.slice(0, end + 1)).join(' ').replace(PARTICLE_END, '').replace(USE_OF, '');
}

/** The last words of a text, after the last one that closes a phrase: "… 따르면 문화 및 집회시설" → "문화 및 집회시설". */
function trailing(text: string): string {
  const words = text.split(/\s+/);
  const start = words.findLastIndex((word) => CLOSES.test(word));
  return words.slice(start + 1).join(' ');
}

/**
 * Runs of short items in a text, separated by commas, middle dots, slashes or a last 및/또는 ("기초, 내력벽, 기둥,
 * 바닥, 보, 지붕틀, 주계단"; "경관지구ㆍ방재지구ㆍ보호지구ㆍ취락지구 및 개발진흥지구를 …"): a run's first part gives its
 * last words, its last part the words before the sentence goes on, and a part with a phrase inside ends one run and
 * starts the next ("준공업지역 등에서 문화 및 집회시설").
 */
/**
 * "업무시설 및 숙박시설" is two names of one kind (both …시설), "문화 및 집회시설" is one: a part joined by 및, 과 or 와
 * splits where the words before the joint end as the name after it does.
 */
function namesJoined(part: string): string[] {
  const joint = /^(.*[가-힣]{2})(?:\s+및\s+|[과와]\s+)([가-힣\s]*[가-힣]{2})$/.exec(part.trim());
  if (!joint) return [part];
  const [, left, right] = joint;
  return left!.slice(-2) === right!.slice(-2) ? [left!, right!] : [part];
}

export function inlineLists(text: string, splitAtAnd = true): ListItem[][] {
  const lists: ListItem[][] = [];
  for (const clause of text.replace(/\([^()]*\)/g, '').split(/[.;:：=→]|\s+[-–—]\s+/)) {
    const parts = clause.split(splitAtAnd ? SEPARATORS : SEPARATORS_BUT_AND).map((part) => part.trim()).filter(Boolean);
    let run: string[] = [];
    const flush = () => {
      const listed = run
        .flatMap((item) => (splitAtAnd ? [item] : namesJoined(item)))
        .map((item) => ({ text: item, key: itemKey(item) })).filter((item) => item.key.length >= 2 && !FILLER.test(item.key));
      if (listed.length >= MIN_ITEMS) lists.push(listed);
      run = [];
    };
    parts.forEach((part, index) => {
      if (index === 0) {
        run.push(trailing(part));
        return;
      }
      const words = part.split(/\s+/);
      const closing = words.findIndex((word) => CLOSES.test(word));
      if (part.length <= MAX_ITEM_CHARS && closing < 0) {
        run.push(part);
        return;
      }
      // The run ends in this part; what follows its phrase may start the next run.
      run.push(leading(part));
      flush();
      run.push(trailing(part));
    });
    flush();
  }
  return lists;
}

/** The lists an answer gives: inline in a sentence, and runs of bullet lines or table rows in one block. */
export function answerLists(sentences: readonly Sentence[]): AnswerList[] {
  const lists: AnswerList[] = [];
  for (const sentence of sentences) {
    if (sentence.cells) continue;
    for (const items of inlineLists(sentence.text)) lists.push({ sentences: [sentence], items });
  }
  let run: Sentence[] = [];
  const flush = () => {
    const items = run.map((sentence) => {
      const text = sentence.cells ? sentence.cells[0]!.replace(SOURCE_OF_NAME, '') : head(sentence.text);
      return { text, key: itemKey(text) };
    });
    const kept = items.filter((item) => item.key.length >= 2 && !FILLER.test(item.key));
    if (kept.length >= MIN_ITEMS) lists.push({ sentences: run, items: kept });
    run = [];
  };
  for (const sentence of sentences) {
    const listed = sentence.cells !== null || BULLET.test(sentence.raw);
    const continues = run.length > 0 && run.at(-1)!.block === sentence.block && (run.at(-1)!.cells !== null) === (sentence.cells !== null) && markerOf(run.at(-1)!) === markerOf(sentence);
    if (listed && (run.length === 0 || continues)) run.push(sentence);
    else {
      flush();
      if (listed) run.push(sentence);
    }
  }
  flush();
  return lists;
}

/**
 * The kind of a line's list marker: one list's lines share it, and a line marked otherwise ("✅ **용적률** …" above
 * "- " lines) is a heading over a list, not an item of it.
 */
function markerOf(sentence: Sentence): string {
  const marker = BULLET.exec(sentence.raw)?.[0].trim() ?? '';
  return marker.replace(/^\d{1,2}/, '1').replace(/^[가-하]/, '가').replace(/^[①-⑳]/, '①');
}

/** The lists a statute's sentences hold: inline, and the items under one lead. */
export function sourceLists(units: readonly SourceUnit[]): SourceList[] {
  const lists: SourceList[] = [];
  const articleOf = (unit: SourceUnit) => `${unit.passage.law}\u0000${unit.passage.article}`;
  const articles = new Map<string, string>();
  for (const unit of units) articles.set(articleOf(unit), (articles.get(articleOf(unit)) ?? '') + itemKey(unit.text));
  for (const unit of units) {
    // "문화 및 집회시설, 종교시설 … 업무시설 및 숙박시설": 및 joins a list's last item, and names one ("문화 및 집회시설").
    const found = [...inlineLists(unit.text), ...inlineLists(unit.text, false), ...kindPairs(unit.text)];
    // "주거형, 산업ㆍ유통형, 관광ㆍ휴양형 또는 복합형 등": a list the statute leaves open holds more than it names.
    const open = found.some((items) => {
      const last = items.at(-1)!.text;
      return /\s등$/.test(last) || new RegExp(`${last.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*등(?![급기록])`).test(unit.text);
    });
    if (!open) for (const items of found) lists.push({ units: [unit], items, text: itemKey(unit.text), article: articles.get(articleOf(unit))! });
  }
  // Items and sub-items under the same lead: same passage, same paragraph, same kind of place.
  const groups = new Map<string, SourceUnit[]>();
  for (const unit of units) {
    const level = unit.place === '표' ? 'table' : /목$/.test(unit.place) ? `sub:${unit.item}` : /호$/.test(unit.place) ? 'item' : /^\(\d+\)$/.test(unit.place) ? 'subsub' : null;
    if (!level) continue;
    const key = `${unit.passage.chunk ?? unit.passage.n}\u0000${unit.passage.article}\u0000${unit.paragraph}\u0000${level}\u0000${unit.context}`;
    const group = groups.get(key) ?? [];
    if (!group.some((other) => other.text === unit.text)) group.push(unit);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const items = group.map((unit) => {
      const text = head(unit.text.replace(/^"([^"]+)"\s*(?:이)?란.*$/, '$1').replace(/^“([^”]+)”\s*(?:이)?란.*$/, '$1'));
      return { text, key: itemKey(text) };
    });
    if (items.length >= 2) lists.push({ units: group, items, text: group.map((unit) => itemKey(unit.text)).join(''), article: articles.get(articleOf(group[0]!))! });
  }
  return lists;
}

/** "전용주거지역과 일반주거지역 안에서": two names of one kind joined by 과/와, a list of two. */
const KIND_PAIR = /([가-힣]{2,10}(?:지역|지구|구역|시설))(?:과|와)\s+([가-힣]{2,10}(?:지역|지구|구역|시설))(?![가-힣])/g;

function kindPairs(text: string): ListItem[][] {
  return [...text.replace(/\([^()]*\)/g, '').matchAll(KIND_PAIR)]
    .map((match) => [match[1]!, match[2]!].map((name) => ({ text: name, key: itemKey(name) })))
    .filter(([a, b]) => a!.key.slice(-2) === b!.key.slice(-2));
}

/** The shortest statute list the list's own citation can hold. */
const CITED_LIST_MIN = 2;

/** The kind a name's ending says it is: 시설, 지구, 지역 … */
const kindOf = (key: string) => /(시설|지구|구역|지역|주택|방화문)$/.exec(key)?.[1];

/** An item of the kind every item of a list is ("준주거지역" beside "전용주거지역과 일반주거지역"). */
function sameKind(item: ListItem, items: readonly ListItem[]): boolean {
  return kindOf(item.key) !== undefined && items.every((other) => kindOf(other.key) === kindOf(item.key));
}

/** The two-syllable pieces of a name's words. */
const piecesOf = (text: string) => new Set(text.split(/[^가-힣]+/).flatMap((word) => Array.from({ length: Math.max(0, word.length - 1) }, (_, i) => word.slice(i, i + 2))));
/** The kind a name ends in: shared by every item of a list of 지구 or 시설, it tells nothing. */
const KIND_PIECES = new Set(['시설', '지구', '지역', '구역', '주택', '건축', '축물', '방화', '화문']);

/** The longest ending that names a kind ("경관지구", "근린생활시설"): a longer shared ending is more than a kind. */
const KIND_ENDING_MAX = 6;

/**
 * Two items name the same thing: equal, one inside the other ("종교" in "종교시설"), spelled nearly alike, or the
 * answer's words all in the statute's item ("여객용 운수" for "운수시설 중 여객용 시설").
 */
function sameItem(a: ListItem, b: ListItem): boolean {
  if (a.key === b.key || (a.key.length >= 2 && b.key.includes(a.key)) || (b.key.length >= 2 && a.key.includes(b.key))) return true;
  // Names of one kind share their ending: "수변경관지구" and "특화경관지구" differ in what tells them apart.
  // (A long shared ending is the item itself, written with its lead words shortened: "녹지ㆍ관리ㆍ자연환경보전지역에
  // 물건을 … 쌓아놓는 행위".)
  const shared = commonSuffix(a.key, b.key);
  if (shared >= 2 && shared <= KIND_ENDING_MAX && dice(a.key.slice(0, -shared), b.key.slice(0, -shared)) < 0.5) return false;
  if (dice(a.key, b.key) >= 0.6) return true;
  const mine = piecesOf(a.text);
  const theirs = piecesOf(b.text);
  return mine.size >= 2 && [...mine].every((piece) => theirs.has(piece));
}

/**
 * An item renamed or merged: a name of the same kind as one the statute has in its place (both end in 시설, 지구 …),
 * sharing a telling piece with it ("교정 및 군사 시설" for "교정(矯正)시설", "수변경관지구" for "특화경관지구").
 */
function renames(item: ListItem, other: ListItem): boolean {
  if (!kindOf(item.key) || kindOf(item.key) !== kindOf(other.key)) return false;
  const theirs = piecesOf(other.text);
  return [...piecesOf(item.text)].some((piece) => !KIND_PIECES.has(piece) && theirs.has(piece));
}

/** A name, not a piece of a sentence: some Hangul, and no verb or particle ending ("제외하고", "있으며" are not items). */
const NAME = /[가-힣]{2}/;
/** Names are short: a longer item is a description or a condition, worded as each writer likes. */
const MAX_NAME_CHARS = 12;
const NOT_A_NAME = /(?:하고|하며|하면|이면|으며|이며|되고|되며|하여|해서|하는|되는|한|된|거나|지만|는데|니다|어요|아요|해요|예요|이고|고|며|면|서|게|다|요|을|를|의|에|에서|으로|로|와|과|은|는|이|가)$/;
/** A name holds no phrase: no particle closing an inner word ("구청장이 지정"), no 등, no figure but a class's number. */
const PHRASE = /[가-힣](?:이|가|은|는|에|로|와|과|도|한|된|하는|되는|할|될)\s|(?:^|\s)(?:등|또는|중)(?:\s|$)|\d(?![종분])|(?<!분)\+|「|」/;
const isName = (item: ListItem) => NAME.test(item.key) && item.key.length <= MAX_NAME_CHARS && !NOT_A_NAME.test(item.key) && !PHRASE.test(item.text);
/** A list the answer reproduces whole and adds one item to must be long enough to be told from another list it shares items with. */
const WHOLE_LIST_MIN = 4;
/** An answer reproduces a statute's list when it pairs this share of the list's names. */
const REPRODUCED = 0.6;

function commonSuffix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[a.length - 1 - length] === b[b.length - 1 - length]) length++;
  return length;
}

/** Dice similarity of two strings' character pairs. */
export function dice(a: string, b: string): number {
  const pairs = (text: string) => new Set(Array.from({ length: Math.max(0, text.length - 1) }, (_, i) => text.slice(i, i + 2)));
  const x = pairs(a);
  const y = pairs(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const pair of x) if (y.has(pair)) shared++;
  return (2 * shared) / (x.size + y.size);
}

export interface ListMismatch {
  list: AnswerList;
  source: SourceList;
  /** The answer's items the statute's list does not hold. */
  extra: ListItem[];
  /** The statute's items the answer's list does not hold (what stands in their place). */
  missing: ListItem[];
}

/**
 * The statute's list an answer's list reproduces, and the answer's items it does not hold anywhere in what it says —
 * told only where that is certain: the answer gives every item of the statute's list and one more of its own
 * ("기초, 내력벽, 기둥, 바닥, 보, 지붕틀, 주계단"), or an item of its own stands where the statute has one it shares a
 * telling word with ("수변경관지구" where the statute has "특화경관지구", "교정 및 군사 시설" for "교정(矯正)시설").
 * A list the answer only samples, or items it words its own way, are not judged. The statute's lists come in tiers
 * (what the answer cites first): the first tier holding a list the answer reproduces decides.
 */
export function compareList(list: AnswerList, tiers: readonly (readonly SourceList[])[]): ListMismatch | null {
  if (list.items.filter(isName).length < MIN_ITEMS - 1) return compareClauses(list, tiers);
  for (const [tier, sources] of tiers.entries()) {
    let best: { source: SourceList; pairs: Map<ListItem, ListItem> } | null = null;
    for (const source of sources) {
      // A list of two in what the list cites ("전용주거지역과 일반주거지역 안에서") is its list too.
      if (source.items.length < (tier === 0 ? CITED_LIST_MIN : MIN_ITEMS)) continue;
      const pairs = pairUp(list.items, source.items);
      if (pairs.size + alsoWithin(pairs, source.items).size < Math.max(MIN_ITEMS - 1, REPRODUCED * source.items.length)) continue;
      // Of two readings of one statute list ("문화 및 집회시설" whole or split), the one that leaves fewer of its items unpaired.
      const better = !best || pairs.size > best.pairs.size || (pairs.size === best.pairs.size && source.items.length < best.source.items.length);
      if (better) best = { source, pairs };
    }
    if (!best) continue;
    const { source, pairs } = best;
    const paired = new Set([...pairs.values(), ...alsoWithin(pairs, source.items)]);
    // An item that only shortens a statute item's words ("공업지역 안 산업단지" for "공업지역에 있는 … 국가산업단지,
    // 일반산업단지 … 와 … 준산업단지") stands for that item.
    const outside = list.items.filter((item) => !pairs.has(item) && !source.text.includes(item.key));
    const shortened = new Set<ListItem>();
    for (const item of outside) {
      // (One the answer split in two — "산업단지ㆍ준산업단지" — is one statute item for both.)
      const stood = source.items.find((other) => !paired.has(other) && wordsWithin(item, other.key)) ?? source.items.find((other) => wordsWithin(item, other.key));
      if (!stood) continue;
      paired.add(stood);
      shortened.add(item);
    }
    const missing = source.items.filter((other) => !paired.has(other));
    const unpaired = outside.filter((item) => !shortened.has(item));
    // Every item of the statute's list is in the answer, and one more besides; or an item stands for one renamed.
    // (An item that is no name but a clause — "철강 관련 업종 공장 중 제어실로 쓰려고 … 증축하는 부분" — is in the list when
    // the list holds most of its words.)
    const unworded = unpaired.filter((item) => isName(item) || share(stemsOf(item.text), source.text) < CLAUSE_PAIRED);
    const whole = missing.length === 0 && unworded.length === 1 && isName(unworded[0]!) && (source.items.length >= WHOLE_LIST_MIN || (tier === 0 && sameKind(unworded[0]!, source.items)));
    const extra = (whole ? unworded : unpaired.filter((item) => missing.some((other) => isName(other) && renames(item, other)))).filter(isName);
    if (extra.length === 0) return null;
    return { list, source, extra, missing: missing.filter((other) => extra.some((item) => renames(item, other))) };
  }
  return null;
}

/**
 * The statute's items an answer's item holds besides the one it is paired with: "제2종 근린생활시설 중 공연장·종교집회장
 * ·인터넷컴퓨터게임시설제공업소" in one table cell, "교도소·소년원" in one bullet, are three and two of the statute's items.
 */
function alsoWithin(pairs: Map<ListItem, ListItem>, others: readonly ListItem[]): Set<ListItem> {
  const taken = new Set(pairs.values());
  return new Set(others.filter((other) => !taken.has(other) && other.key.length >= 2 && [...pairs.keys()].some((item) => item.key.length > other.key.length && item.key.includes(other.key))));
}

/** Whether every word of an item (two syllables or more, its particles dropped) is in the statute's item. */
function wordsWithin(item: ListItem, sourceText: string): boolean {
  const words = item.text.split(/[\s,ㆍ·/]+/).map((word) => itemKey(word).replace(/(?:의|에|안|내)$/, '')).filter((word) => word.length >= 2);
  return words.length >= 1 && words.every((word) => sourceText.includes(word));
}

/** Each answer item with at most one statute item and the reverse, the closest pairs first ("광장" is not every 광장). */
function pairUp(items: readonly ListItem[], others: readonly ListItem[]): Map<ListItem, ListItem> {
  const candidates: { item: ListItem; other: ListItem; score: number }[] = [];
  for (const item of items) {
    for (const other of others) {
      if (!sameItem(item, other)) continue;
      const score = item.key === other.key ? 2 : 1 + dice(item.key, other.key);
      candidates.push({ item, other, score });
    }
  }
  const pairs = new Map<ListItem, ListItem>();
  const taken = new Set<ListItem>();
  for (const { item, other } of candidates.sort((a, b) => b.score - a.score)) {
    if (pairs.has(item) || taken.has(other)) continue;
    pairs.set(item, other);
    taken.add(other);
  }
  return pairs;
}

// Lists of clauses ("발코니의 경계벽에 피난구를 설치한 경우", "「사도법」에 따른 사도개설허가를 받은 토지의 분할") --------
// are worded each writer's way, so they are matched by their telling words: the stems of their words, less those most
// of the statute's items share ("발코니", "설치", "경우" in a list of ways to equip a balcony).

/** Endings a clause's word closes with (particles, verb endings), dropped to compare stems: "설치한" → "설치". */
const WORD_ENDING = /(?:으로서|으로|로서|에서|에게|와의|과의|하는|되는|하기|하여|해서|하고|하거나|이나|거나|에|의|와|과|을|를|이|가|은|는|로|도|만|한|인|된|해|할)$/;
/** "그 밖의 …", "기타 …", "나머지 …": what a list leaves to a line of its own. */
const CATCH_ALL = /^(?:그밖|기타|그외|나머지)/;
/** An answer's clause stands for a statute item holding this share of its telling words. */
const CLAUSE_PAIRED = 0.6;
/** An answer's clause is none of the list's when the whole list holds no more than this share of its telling words. */
const CLAUSE_FOREIGN = 0.4;

function stem(word: string): string {
  let stemmed = word;
  for (let step = 0; step < 2; step++) {
    const shorter = stemmed.replace(WORD_ENDING, '');
    if (shorter === stemmed || shorter.length < 2) break;
    stemmed = shorter;
  }
  return stemmed;
}

/** The share of words a spacing-free text holds. */
const share = (words: readonly string[], text: string) => (words.length === 0 ? 0 : words.filter((word) => text.includes(word)).length / words.length);

const stemsOf = (text: string) => [...new Set(text.replace(/\([^()]*\)/g, '').split(/[^가-힣0-9]+/).map(stem).filter((word) => word.length >= 2))];

/**
 * An answer's list of clauses against the statute's: where it has every item of a statute list and exactly one more,
 * and that one's telling words are nowhere in the list's article (a list cut across chunks is whole there), the one more is not the statute's ("발코니에
 * 완강기 등 피난기구를 설치한 경우" added to the four ways the decree lets a balcony go without a refuge).
 */
function compareClauses(list: AnswerList, tiers: readonly (readonly SourceList[])[]): ListMismatch | null {
  // Clauses are compared only as lines (bullets, numbered lines, rows), one item each, against a list of three or more.
  if (list.items.length < MIN_ITEMS + 1 || list.sentences.length !== list.items.length) return null;
  for (const sources of tiers) {
    let reproduced: { source: SourceList; extra: ListItem | null } | null = null;
    for (const source of sources) {
      if (source.items.length < MIN_ITEMS || source.items.length > list.items.length || list.items.length > source.items.length + 1) continue;
      const shared = (word: string) => source.items.filter((other) => other.key.includes(word)).length * 2 > source.items.length;
      const telling = (item: ListItem) => stemsOf(item.text).filter((word) => !shared(word));
      const candidates = list.items
        // (Either way round: an answer's item may spell out what the statute's leaves to its 목s or parentheses —
        // "선로 부지에 있는 운전보안시설, 보행시설, 플랫폼 …" for "선로 부지에 있는 다음 각 목의 시설".)
        .flatMap((item) => source.items.map((other) => ({ item, other, score: Math.max(share(telling(item), other.key), share(telling(other), item.key)) })))
        .filter((candidate) => candidate.score >= CLAUSE_PAIRED)
        .sort((a, b) => b.score - a.score);
      const pairs = new Map<ListItem, ListItem>();
      const taken = new Set<ListItem>();
      for (const { item, other } of candidates) {
        if (pairs.has(item) || taken.has(other)) continue;
        pairs.set(item, other);
        taken.add(other);
      }
      if (taken.size < source.items.length) continue;
      const rest = list.items.filter((item) => !pairs.has(item));
      // (A catch-all line — "그 밖의 지역 60㎡", "기타 …" — stands for what the list leaves out, not for an item of its own.)
      const foreign = rest.length === 1 && !CATCH_ALL.test(rest[0]!.key) && telling(rest[0]!).length >= 2 && share(telling(rest[0]!), source.article) <= CLAUSE_FOREIGN;
      if (!reproduced || source.items.length > reproduced.source.items.length) reproduced = { source, extra: foreign ? rest[0]! : null };
    }
    if (reproduced) return reproduced.extra ? { list, source: reproduced.source, extra: [reproduced.extra], missing: [] } : null;
  }
  return null;
}
