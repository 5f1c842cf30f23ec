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
}

/** A list marker at the start of a line: "-", "•", "1.", "1)", "①", "1️⃣", "▶", or a bare number ("23 교정시설"). */
const SEPARATORS = /\s*[,ㆍ·/]\s*|\s+(?:및|또는)\s+/;
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

/** An item's head: before a colon, an arrow, a parenthesis or a dash. */
function head(text: string): string {
  return text
    .replace(BULLET, '')
    .replace(/\([^()]*\)/g, '')
    .split(/\s*[:：→]\s*|\s+[-–—]\s+|\s*\|\s*/)[0]!
    .replace(/\*\*/g, '')
    .trim();
}

/** A word that closes a phrase rather than names something: it ends in a particle or a verb ending. */
const CLOSES = /(?:을|를|이|가|은|는|으로|로|에|에서|와|과|로서|으로서|등|만|도|면|고|며|서|다|한|된|하는|되는|인|란|이란)$|[”"]란$/;

/** The first words of a text, up to the one that closes a phrase (without its ending): "개발진흥지구를 다음 각 호와" → "개발진흥지구". */
function leading(text: string): string {
  const words = text.split(/\s+/);
  const end = words.findIndex((word) => CLOSES.test(word));
  return (end < 0 ? words : words.slice(0, end + 1)).join(' ').replace(PARTICLE_END, '');
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
    const parts = clause.split(splitAtAnd ? SEPARATORS : /\s*[,ㆍ·/]\s*/).map((part) => part.trim()).filter(Boolean);
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
      const text = sentence.cells ? sentence.cells[0]! : head(sentence.text);
      return { text, key: itemKey(text) };
    });
    const kept = items.filter((item) => item.key.length >= 2 && !FILLER.test(item.key));
    if (kept.length >= MIN_ITEMS) lists.push({ sentences: run, items: kept });
    run = [];
  };
  for (const sentence of sentences) {
    const listed = sentence.cells !== null || BULLET.test(sentence.raw);
    const continues = run.length > 0 && run.at(-1)!.block === sentence.block && (run.at(-1)!.cells !== null) === (sentence.cells !== null);
    if (listed && (run.length === 0 || continues)) run.push(sentence);
    else {
      flush();
      if (listed) run.push(sentence);
    }
  }
  flush();
  return lists;
}

/** The lists a statute's sentences hold: inline, and the items under one lead. */
export function sourceLists(units: readonly SourceUnit[]): SourceList[] {
  const lists: SourceList[] = [];
  for (const unit of units) {
    // "문화 및 집회시설, 종교시설 … 업무시설 및 숙박시설": 및 joins a list's last item, and names one ("문화 및 집회시설").
    const found = [...inlineLists(unit.text), ...inlineLists(unit.text, false), ...kindPairs(unit.text)];
    // "주거형, 산업ㆍ유통형, 관광ㆍ휴양형 또는 복합형 등": a list the statute leaves open holds more than it names.
    const open = found.some((items) => {
      const last = items.at(-1)!.text;
      return /\s등$/.test(last) || new RegExp(`${last.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*등(?![급기록])`).test(unit.text);
    });
    if (!open) for (const items of found) lists.push({ units: [unit], items, text: itemKey(unit.text) });
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
    if (items.length >= 2) lists.push({ units: group, items, text: group.map((unit) => itemKey(unit.text)).join('') });
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
  if (list.items.filter(isName).length < MIN_ITEMS - 1) return null;
  for (const [tier, sources] of tiers.entries()) {
    let best: { source: SourceList; pairs: Map<ListItem, ListItem> } | null = null;
    for (const source of sources) {
      // A list of two in what the list cites ("전용주거지역과 일반주거지역 안에서") is its list too.
      if (source.items.length < (tier === 0 ? CITED_LIST_MIN : MIN_ITEMS)) continue;
      const pairs = pairUp(list.items, source.items);
      if (pairs.size < Math.max(MIN_ITEMS - 1, REPRODUCED * source.items.length)) continue;
      // Of two readings of one statute list ("문화 및 집회시설" whole or split), the one that leaves fewer of its items unpaired.
      const better = !best || pairs.size > best.pairs.size || (pairs.size === best.pairs.size && source.items.length < best.source.items.length);
      if (better) best = { source, pairs };
    }
    if (!best) continue;
    const { source, pairs } = best;
    const paired = new Set(pairs.values());
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
    const whole = missing.length === 0 && unpaired.length === 1 && (source.items.length >= WHOLE_LIST_MIN || (tier === 0 && sameKind(unpaired[0]!, source.items)));
    const extra = (whole ? unpaired : unpaired.filter((item) => missing.some((other) => isName(other) && renames(item, other)))).filter(isName);
    if (extra.length === 0) return null;
    return { list, source, extra, missing: missing.filter((other) => extra.some((item) => renames(item, other))) };
  }
  return null;
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
