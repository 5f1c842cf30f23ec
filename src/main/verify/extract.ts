// STEP 1 without a language model: seed 000's four patterns grown into a reader of Korean answers. Every figure is
// bound to what it is about — attribute (건폐율/용적률/높이…), 용도지역, bound (이하/이상…), the statute or ordinance
// it is attributed to and the articles cited with it — because a figure that occurs in the law but belongs to
// another zone, act or article is the mistake that matters. Permission verdicts are read per building use.
import type { CitedArticle, ExtractedLawInfo, Figure, PermissionClaim } from '../../shared/verify-contract';
import type { JurisdictionResolver } from '../rules/jurisdictions';
import { NATIONWIDE } from '../rules/jurisdictions';
import type { LawNameResolver } from '../retrieval/law-names';
import { BULLET, lineAboveList, readAnswer, type AnswerText, type Sentence } from './answer-text';
import { findFigures, sameAmount, thousandsMasked, type FoundFigure } from './figures';
import { findActivities } from '../rules/uses';
import { parenthesisDepth } from '../text/parentheses';
import { blankSpans } from '../text/spans';
import { compactForm } from '../text/compact';
import {
  baseLaw,
  citesItsAside,
  findArticles,
  findAttributes,
  findLaws,
  findVerdictWords,
  findZones,
  type ArticleMention,
  findBareKinds,
  zoneFamily,
  lawOfArticle,
  findSameArticles,
  SAME_ORDINANCE,
  unknownClassWords,
  unknownZoneWords,
  type Attribute,
  type LawMention,
  type Span,
  type Verdict,
} from './mentions';

export interface ExtractionContext {
  /** The zone, place and building use the question names, and the ratio it asks for when it asks for one only. */
  question: { zone: string | null; jurisdiction: string; activity: string | null; ratio: '건폐율' | '용적률' | null; laws?: readonly string[] };
  laws: LawNameResolver;
  jurisdictions: JurisdictionResolver;
  /** Building uses the rule tables know, so their spellings are found too. */
  activities: readonly string[];
  /** The statute of passage [n] of the citation map, when there is one. */
  passageLaw(n: number): string | null;
  /** The ordinance the library has for a place (or a place above it), for "조례" written without a name. */
  ordinanceOf(jurisdiction: string): string | null;
  /** Whether an ingested statute has the article (and paragraph, item) — to tell which 시행령 "시행령 제34조제2항" is. */
  locates?(law: string, article: string, paragraph: number | null, item: number | null): boolean;
  /** Whether the library holds the statute. */
  inLibrary?(law: string): boolean;
  /** The article's title in the library ("용도지역안에서의 건폐율"), to tell which of two articles a "같은 항" means. */
  titleOf?(law: string, article: string): string | null;
  /** The text of an article's paragraph, to tell which of two a "같은 항" means by the figures the sentence takes from it. */
  paragraphText?(law: string, article: string, paragraph: number | null): string | null;
}

/** A statute the answer names, with the words it stands in. */
export interface NamedLaw {
  name: string;
  known: boolean;
  ordinance: boolean;
  generic: boolean;
  phrase: string;
}

export interface Extraction {
  info: ExtractedLawInfo;
  text: AnswerText;
  laws: NamedLaw[];
  /** Zone-like words that are no 용도지역 ("제4종일반주거지역"). */
  unknownZones: string[];
  /** Class names the statutes do not have ("제3종근린생활시설"). */
  unknownClasses: string[];
  /** Ratio figures whose clause does not name their ratio: it was carried over from before (or the question's). */
  carried: ReadonlySet<Figure>;
  /** The articles a section header cites, for the sentences under it. */
  headerArticles: ReadonlyMap<string, readonly CitedArticle[]>;
  /** The 용도지역 the statements name, in order. */
  zones: string[];
}

interface Attribution {
  law: string | null;
  jurisdiction: string | null;
  ordinance: boolean;
}
const NATIONAL: Attribution = { law: null, jurisdiction: NATIONWIDE, ordinance: false };
/** A group of zones named as a whole, as the act's 제77조 and 제78조 do ('공업지역'), not one zone of it. */
const WHOLE_GROUP_WORD = /(?<![가-힣])(?:주거|상업|공업|녹지)지역/;
/** Districts, areas, estates and parks that are not 용도지역: their figures are not a zone's (취락지구, 지구단위계획구역,
 *  "농공단지: 70% 이하", "자연공원 60%"). */
const DISTRICT = /[가-힣]+(?:지구|구역|단지|공원)(?![가-힣]*지역)/g;
const lawMentionOf = (name: string): LawMention => ({ name, known: true, ordinance: /조례$/.test(name), generic: false, start: 0, end: 0 });
/** National wording before a figure — unless a place is named after it: "시행령 상한을 그대로 쓰지만 서울은 60%다". */
function nationalBefore(before: string, places: JurisdictionResolver): boolean {
  const national = NATIONAL_WORDS.exec(before);
  if (national === null) return false;
  const after = before.slice(national.index + national[0].length);
  return !places.find(after) && !COMPARED_WITH.test(after);
}

/** "시행령 상한과 같다", "법정 상한보다 낮게": the national figure named as what the place's figure is set against. */
const COMPARED_WITH = /^\s*(?:과|와)\s*(?:같|동일|다르|다른|달리|비교|차이)|^\s*(?:보다|에\s*못\s*미치|에\s*미달)/;

/** A comparison right before a figure: "…보다 낮은 40%". */
const CONTRASTED = /보다\s*(?:더\s*)?(?:낮|높|작|크|큰|적|많|완화|강화|엄격|느슨)[가-힣]*\s*$/;
const NATIONAL_WORDS = /전국|국가\s*기준|법령상|시행령상|법률상|국토계획법상|상위\s*법령|국가\s*법령|법정\s*(?:범위|상한|최대)|(?:법|법령|시행령|국토계획법)(?:이|에서|에서는|은|는)?\s*(?:허용하는|정한|정하는|범위|기준|상한)|시행령(?:은|는|에서는)\s*$/;
/** "조례로 정하는", "조례에 위임": an ordinance spoken of as the one a statute delegates to, not as the one cited. */
const DELEGATED_TO = /^\s*(?:으로|로|에서|에)\s*(?:따로\s*)?(?:정하|정할|위임)/;
/** "법 제77조", "영 §84", "규칙 제8조": a reference relative to a statute, not a bare one. */
const RELATIVE_PREFIX = /(?:법|영|령|규칙|법률)\s*$/;

/** "100~250% 범위에서 조례로 정합니다": the national range within which an ordinance decides. */
const RANGE_FOR_ORDINANCES = /^[^.]{0,25}(?:범위|안|이내|내)에서[^.]{0,40}조례/;
const BUILDING_ACT = /건축|신축|증축|짓|지을|입지|입점|영업|운영|개업|허가|용도변경|들어|세울|허용|불허|용도(?!지역|지구|구역)/;
/** A verdict word inside an embedded question: "허용되는 용도인지", "가능한지 여부". */
const ASKED_ABOUT = /^[^,.]{0,10}?(?:인지|는지|은지|한지|할지|될지|지\s*여부)/;
/** What may stand between a figure and a source that belongs to it: "60퍼센트 이하(…)", "… — 서울특별시 …". */
const TRAILING_GAP = /^\s*(?:입니다|이며|이고|이다)?\s*[(\[【—–\-:]\s*$/;

export function extractDeterministic(answer: string, context: ExtractionContext): Extraction {
  const text = readAnswer(answer);
  const figures: Figure[] = [];
  const articles: CitedArticle[] = [];
  const laws: NamedLaw[] = [];
  const permissions: PermissionClaim[] = [];
  const zones: string[] = [];
  const carried = new Set<Figure>();
  const headerArticles = new Map<string, CitedArticle[]>();
  let lastZone: string | null = null;
  /** The zones the last sentence naming any named, in order (for a "각각" that deals them out). */
  let previousZones: string[] = [];
  let lastLaw: string | null = null;
  /** Statutes named so far, the most recent first, for "시행령 제86조" and "같은 법 제44조". */
  // (The statutes the question names come last: "건축법 피난계단 … 정리해 주세요" makes an answer's "영 §34②" 건축법's.)
  const recentLaws: string[] = [...(context.question.laws ?? [])];
  const named = (law: string | null) => {
    if (!law) return;
    const at = recentLaws.indexOf(law);
    if (at >= 0) recentLaws.splice(at, 1);
    recentLaws.unshift(law);
  };
  let lastPercent: Attribute | null = null;
  let lastActivity: string | null = null;

  // The place the answer talks about — not one inside a statute's name ("서울특별시 도시계획 조례").
  const region = text.sentences.map((sentence) => context.jurisdictions.find(blankSpans(sentence.text, findLaws(sentence.text, context.laws)))?.name).find(Boolean) ?? null;
  // The place a "조례" without a name belongs to, unless its sentence names another.
  const answerPlace = context.question.jurisdiction !== NATIONWIDE ? context.question.jurisdiction : (region ?? NATIONWIDE);
  const knownLaw = (name: string) => context.laws.official(name) !== null;
  /** A generic "조례" ("울산광역시 조례", "도시계획 조례") stands for the ordinance the library has for that place, if any. */
  const resolveLaw = (mention: LawMention | undefined, where: string): Attribution | null => {
    if (!mention) return null;
    if (mention.generic) {
      const last = SAME_ORDINANCE.test(mention.name) ? recentLaws.find((name) => /조례$/.test(name)) : undefined;
      if (last) return { law: last, jurisdiction: context.jurisdictions.find(last)?.name ?? null, ordinance: true };
      const named = context.jurisdictions.find(mention.name)?.name ?? where;
      return { law: context.ordinanceOf(named), jurisdiction: named, ordinance: true };
    }
    if (mention.ordinance) return { law: mention.name, jurisdiction: context.jurisdictions.find(mention.name)?.name ?? null, ordinance: true };
    return { law: mention.name, jurisdiction: NATIONWIDE, ordinance: false };
  };

  // Which zone a bare "제3종" or "중심" means: the one family the question and the answer speak of, if only one.
  const zonesBySentence = text.sentences.map((sentence) => findZones(sentence.text));
  const zonesNamed = [context.question.zone ?? '', ...zonesBySentence.flat().map((mention) => mention.zone)];
  const families = new Set(zonesNamed.map(zoneFamily).filter((family) => family !== null));
  const bareKindFamily = families.size === 1 ? [...families][0]! : null;

  const existsFor = (reference: ArticleMention) => (law: string) => context.locates?.(law, reference.article, reference.paragraph, reference.item) ?? true;
  let lastHeader: string | null = null;
  for (const sentence of text.sentences) {
    const s = sentence.text;
    if (sentence.header && sentence.header !== lastHeader) {
      lastHeader = sentence.header;
      // "■ 용적률" then "- 생산녹지는 80%": a heading that names one ratio is what the figures under it are.
      const headed = new Set(findAttributes(sentence.header).map((mention) => mention.attribute).filter((attribute) => attribute === '건폐율' || attribute === '용적률'));
      if (headed.size === 1) lastPercent = [...headed][0]!;
      const headerLaws = findLaws(sentence.header, context.laws);
      for (const mention of headerLaws) {
        laws.push({ name: mention.name, known: mention.known, ordinance: mention.ordinance, generic: mention.generic, phrase: sentence.header });
        if (!mention.generic) {
          lastLaw = mention.name;
          named(mention.name);
        }
      }
      // "## 경관지구의 세분 (같은 법 시행령 제31조제2항제1호)": the section's ground, cited for what stands under it.
      let previousInHeader: (ArticleMention & { law: string | null }) | null = null;
      for (const reference of findArticles(sentence.header)) {
        const before = headerLaws.filter((law) => law.end <= reference.start);
        const joined: boolean = previousInHeader !== null && JOINED_REFERENCE.test(sentence.header.slice(previousInHeader.end, reference.start));
        const law: string | null = joined ? previousInHeader!.law : lawOfArticle(sentence.header, reference, before, [...before.filter((mention) => !mention.generic).map((mention) => mention.name).reverse(), ...recentLaws], knownLaw, (number) => articles.findLast((cited) => cited.article === number && cited.law !== null)?.law ?? null, existsFor(reference));
        previousInHeader = { ...reference, law };
        articles.push({ law, article: reference.article, paragraph: reference.paragraph, item: reference.item, text: reference.text, phrase: sentence.header, sentence: null });
        named(law);
        const list = headerArticles.get(sentence.header) ?? [];
        list.push(articles.at(-1)!);
        headerArticles.set(sentence.header, list);
      }
    }
    const namedZones = zonesBySentence[sentence.index]!;
    const sentenceZones = bareKindFamily ? [...namedZones, ...findBareKinds(s, bareKindFamily, namedZones)].sort((a, b) => a.start - b.start) : namedZones;
    const attributes = findAttributes(s);
    const lawMentions = findLaws(s, context.laws);
    const found = findFigures(s);
    // A place inside a statute's name (서울특별시 도시계획 조례) is the statute's, not the sentence's.
    const sentencePlace = context.jurisdictions.find(blankSpans(s, lawMentions))?.name ?? null;
    const leadPlace = leadPlaceOf(text.sentences, sentence, context);
    const header = headerScope(sentence.header, context);
    const passageLaws = sentence.markers.map((n) => context.passageLaw(n)).filter((law): law is string => law !== null);

    for (const mention of lawMentions) {
      laws.push({ name: mention.name, known: mention.known, ordinance: mention.ordinance, generic: mention.generic, phrase: phraseAround(s, mention) });
    }

    // "「산지관리법」에 따른 보전산지 … (법 제69조제2항)": a statute the library lacks, named only for what a word means,
    // is not the act the answer goes on to cite as "법".
    const namesAWordOnly = (law: LawMention) => QUALIFIES.test(s.slice(law.end)) && context.inLibrary?.(law.name) === false;

    // "시행령은 용적률 하한도 둔다. 제85조 제1항 …": a decree named as the subject, by its relation to the act the answer
    // is about, is the statute its bare articles belong to from here on.
    const subject = RELATIVE_SUBJECT.exec(s);
    if (subject && lawMentions.length === 0) {
      const decree = recentLaws.filter((law) => !/조례$/.test(law)).map((law) => `${baseLaw(law)} ${subject[1]}`).find(knownLaw);
      if (decree) {
        lastLaw = decree;
        named(decree);
      }
    }

    // Articles, each tied to its statute.
    let previousReference: (ArticleMention & { law: string | null }) | null = null;
    const statuteOf = (reference: ArticleMention): string | null => {
      // "영 §84①ㆍ§85①", "법 제77조ㆍ제78조": an article joined to the one before is of the same statute.
      if (previousReference && JOINED_REFERENCE.test(s.slice(previousReference.end, reference.start))) return previousReference.law;
      const before = lawMentions.filter((law) => law.end <= reference.start);
      const grounds = before.filter((law) => !law.generic && !namesAWordOnly(law));
      const lastBefore = grounds.at(-1)?.name ?? null;
      const last = lastBefore ?? lastLaw ?? passageLaws[0] ?? header?.law ?? null;
      let law = lawOfArticle(s, reference, before, [...(last ? [last] : []), ...grounds.map((mention) => mention.name).reverse(), ...recentLaws], knownLaw, (number) => articles.findLast((cited) => cited.article === number && cited.law !== null)?.law ?? null, existsFor(reference));
      const adjacent = before.at(-1);
      // "(서울: 조례 §54① … / 부산: 조례 §49①)": an ordinance without a name is of the place named last before it.
      const ordinancePlace = adjacent?.generic ? (context.jurisdictions.findLast(blankSpans(s.slice(0, adjacent.start), before))?.name ?? sentencePlace ?? answerPlace) : answerPlace;
      if (adjacent?.generic && law === adjacent.name) law = resolveLaw(adjacent, ordinancePlace)!.law;
      // "서울 조례 기준 … 60%ㆍ200%(제54조ㆍ제55조 각 제1항 제4호)": a bare article after the sentence's ordinance, with
      // no statute named between, is the ordinance's — unless the ordinance was only delegated to ("조례로 정하는").
      else if (adjacent?.generic && !DELEGATED_TO.test(s.slice(adjacent.end)) && !RELATIVE_PREFIX.test(s.slice(Math.max(0, reference.start - 6), reference.start))) {
        law = resolveLaw(adjacent, ordinancePlace)!.law ?? law;
      }
      return law;
    };
    const sentenceArticles = findArticles(s).map((reference) => {
      const law = statuteOf(reference);
      articles.push({ law, article: reference.article, paragraph: reference.paragraph, item: reference.item, text: reference.text, phrase: phraseAround(s, reference), sentence: sentence.index });
      named(law);
      return (previousReference = { ...reference, law });
    });

    // "같은 조 제7호": one of the last articles cited in statutes the library knows (not one a quoted passage refers
    // to, "「도로교통법」 제33조") — the one that has such a paragraph or item; when two have, which one is meant is unsure.
    for (const same of findSameArticles(s)) {
      const earlier = [...sentenceArticles.filter((reference) => reference.end <= same.start).reverse(), ...articles.filter((cited) => cited.sentence !== sentence.index).reverse()];
      const recent = earlier.filter((cited, index) => cited.law !== null && knownLaw(cited.law) && earlier.findIndex((other) => other.law === cited.law && other.article === cited.article) === index).slice(0, SAME_ARTICLE_CANDIDATES);
      const having = recent.filter((cited) => context.locates?.(cited.law!, cited.article, same.level === '항' ? cited.paragraph : same.paragraph, same.item) ?? true);
      // Two that have it: the one whose title names what the sentence speaks of ("…허용된 건폐율을(같은 항 제3호)" after
      // 「건축법 시행령」 제119조 and 국토계획법 시행령 제84조⑥ is 제84조, "용도지역안에서의 건폐율").
      const spoken = compactForm(s).compact;
      const titled = having.length > 1 ? having.filter((cited) => titleWords(context.titleOf?.(cited.law!, cited.article) ?? '').some((word) => spoken.includes(word))) : having;
      // Both titles fit ("건축물의 내화구조와 방화벽", "건축물의 내화구조"): the one whose paragraph states the figures the
      // sentence takes from it ("같은 항 단서에서 연면적 50㎡ 이하인 부속건축물…" is the decree's, which says 50제곱미터).
      const about = titled.length > 1 && found.length > 0 ? titled.filter((cited) => statesAll(context.paragraphText?.(cited.law!, cited.article, same.level === '항' ? cited.paragraph : same.paragraph) ?? null, found)) : titled;
      const antecedent = context.locates ? (about.length === 1 ? about[0] : undefined) : recent[0];
      if (!antecedent) continue;
      const paragraph = same.level === '항' ? antecedent.paragraph : same.paragraph;
      const text = `${antecedent.article}${paragraph ? `제${paragraph}항` : ''}${same.item ? `제${same.item}호` : ''}`;
      const reference = { article: antecedent.article, paragraph, item: same.item, text, start: same.start, end: same.end, law: antecedent.law };
      articles.push({ law: antecedent.law, article: antecedent.article, paragraph, item: same.item, text, phrase: phraseAround(s, same), sentence: sentence.index });
      sentenceArticles.push(reference);
    }
    sentenceArticles.sort((a, b) => a.start - b.start);

    // 건폐율과 용적률은 각각 60퍼센트 이하, 250퍼센트 이하: the ratios named before 각각 dealt out in order to the
    // figures after it.
    const each = s.search(/각각/);
    const percentFigures = found.filter((figure) => figure.unit === '%' && !figure.fraction && (each < 0 || figure.start > each));
    const dealt =
      each >= 0 && percentFigures.length > 0
        ? [...new Set(attributes.filter((a) => a.end <= each && (a.attribute === '건폐율' || a.attribute === '용적률')).map((a) => a.attribute))]
        : [];

    const paired = pairedRatios(s, found);
    const sameUnitFigures = (unit: string) => found.filter((other) => other.unit === unit);
    let placeBefore: string | null = null;
    // A list continues at its own depth: "건폐율 50%(국가 기준 50% 이하), 용적률 250%(…)" — the parenthesis is an aside;
    // an aside that names nothing of its own speaks for what it stands in ("… 1천100%로 정하고 있다(하한은 모두 200%)").
    const previousAt = new Map<number, { attributed: Attribution | null; articles: string[] }>();
    found.forEach((figure, index) => {
      const depth = parenthesisDepth(s, figure.start);
      const previous = previousAt.get(depth) ?? (depth > 0 ? previousAt.get(depth - 1) : undefined) ?? null;
      const sameUnit = sameUnitFigures(figure.unit);
      const previousEnd = index > 0 ? found[index - 1]!.end : 0;
      const nextStart = found[index + 1]?.start ?? s.length;
      const owns = (span: Span) => ownedBy(s, span, figure, previousEnd, nextStart, found[index - 1], index === found.length - 1);
      const before = s.slice(previousEnd, figure.start);

      const given = dealt.length > 1 && dealt.length === percentFigures.length ? (dealt[percentFigures.indexOf(figure)] ?? null) : (paired.get(figure) ?? null);
      const attribute = INCREASE_AFTER.test(s.slice(figure.end)) && figure.unit === '%' ? '기타' : attributeOf(figure, attributes, given, lastPercent ?? context.question.ratio, s.slice(0, figure.start));
      // A ratio the figure's clause does not name is carried over from before: the hard rules take it either way.
      const named = attributes.some((mention) => mention.end <= figure.start && mention.start >= previousEnd && mention.attribute === attribute);
      if (figure.unit === '%' && (attribute === '건폐율' || attribute === '용적률')) lastPercent = attribute;
      // The zone named last before the figure — unless a 지구/구역 was named after it: "취락지구의 건폐율" is no zone's.
      const zoneBefore = sentenceZones.filter((mention) => mention.end <= figure.start).at(-1);
      // "취락지구의 건폐율", "(법률의) 공업지역 상한은 70%": a 지구 or a whole group of zones, not the zone named before.
      const between = s.slice(zoneBefore?.end ?? 0, figure.start);
      const district = [...between.matchAll(DISTRICT)].length > 0 || WHOLE_GROUP_WORD.test(between);
      const zone = district ? null : (zoneBefore?.zone ?? lastZone ?? context.question.zone);
      // "서울은 제1종ㆍ제2종 일반주거지역 모두 60%": one figure for each zone of the phrase; with 각각 and as many
      // figures as zones, dealt out in order.
      const group = zoneBefore && !district ? sentenceZones.filter((mention) => mention.start === zoneBefore.start && mention.end === zoneBefore.end).map((mention) => mention.zone) : [];
      // (Only the figures after 각각 are dealt: "… 모두 건폐율 70퍼센트 이하, 용적률은 각각 150~300, 150~350, 150~400퍼센트".)
      const sameUnitAfter = found.filter((other) => other.unit === figure.unit && zoneBefore && other.start >= Math.max(zoneBefore.end, each));
      // "…중심상업 1000%, 일반상업 800% … 시행령상 상한은 각각 1,500%, 1,300%": the zones of the sentence before, in order.
      const carriedZones = sentenceZones.length === 0 && /각각/.test(s) && previousZones.length > 1 && sameUnit.length === previousZones.length ? previousZones : [];
      // "보전관리ㆍ생산관리ㆍ계획관리지역 20ㆍ20ㆍ40퍼센트": a series ends with the figure of the last zone listed; a
      // series of three or more with nothing to deal it to ("제17~21호가 … 20ㆍ20ㆍ40ㆍ20ㆍ20퍼센트") is no one zone's.
      const series = figure.series && new Set(figure.series).size > 1 ? figure.series : null;
      const ofSeries = (listed: readonly number[]) => (group.length === listed.length ? [group.at(-1)!] : listed.length >= 3 ? [null] : [zone]);
      const zonesOfFigure =
        figure.compared
          ? [null]
          : series
            ? ofSeries(series)
            : group.length > 1
              ? each >= 0 && figure.start > each && sameUnitAfter.length === group.length
                ? [group[sameUnitAfter.indexOf(figure)]!]
                : group
              : carriedZones.length > 0
                ? [carriedZones[sameUnit.indexOf(figure)]!]
                : [zone];

      const ownedLaws = lawMentions.filter(owns);
      // "건폐율 60%와 용적률 600% 모두 … 제55조제1항제9호에 규정": a citation after the sentence's figures, said of all of them.
      const ofAll = (reference: Span) => reference.start >= found.at(-1)!.end && ALL_OF_THEM.test(s.slice(found.at(-1)!.end, reference.start));
      const ownedArticles = sentenceArticles.filter((reference) => (owns(reference) || ofAll(reference)) && !citesItsAside(s, reference.start, figure.start));
      // The place a figure is about: the last one named since the figure before it ("부산은 … 220%이고 서울은 각각 60%,
      // 200%"; "부산은 세 곳 모두 그대로 두었고 서울은 … 200%로"),
      // else the one the figures before it were about, else the sentence's.
      const placeHere = before.trim() ? (context.jurisdictions.findLast(blankSpans(before, lawMentions.filter((law) => law.start >= previousEnd && law.end <= figure.start).map((law) => ({ start: law.start - previousEnd, end: law.end - previousEnd }))))?.name ?? null) : null;
      const figurePlace = placeHere ?? placeBefore ?? sentencePlace ?? leadPlace ?? (header?.ordinance ? header.jurisdiction : null);
      placeBefore = figurePlace;
      const place = figurePlace ?? answerPlace;
      // What the figure is attributed to, most telling first: a statute named before it, national wording before
      // it, a statute named right after it, the statute of an article cited with it; a figure in a list with none
      // of these continues the list ("전국 범위(건폐율 20퍼센트 이하, 용적률 50퍼센트 이상 100퍼센트 이하)").
      const articleLaw = ownedArticles.find((reference) => reference.law)?.law ?? null;
      // A figure whose own words name a place ("…, 서울 60%") is that place's, not the list's before it.
      const listContinues = ownedLaws.length === 0 && ownedArticles.length === 0 && previous !== null && placeHere === null;
      // "시행령 상한(50%)보다 낮은 40%로 정하고": the figure set against another is not that one's statute's.
      const contrasted = CONTRASTED.test(before.replace(/[*_`]/g, ''));
      const namedAfter = resolveLaw(ownedLaws.find((law) => law.start >= figure.end), place);
      const attributed = contrasted
        ? namedAfter
        : resolveLaw(ownedLaws.filter((law) => law.end <= figure.start).at(-1), place) ??
          (nationalBefore(before, context.jurisdictions) ? NATIONAL : null) ??
          (RANGE_FOR_ORDINANCES.test(s.slice(figure.end)) ? NATIONAL : null) ??
          namedAfter ??
          (articleLaw ? resolveLaw(lawMentionOf(articleLaw), place) : null) ??
          (listContinues ? previous!.attributed : null) ??
          // (A heading's statute is not for a figure whose own words name another place: "… → 부산 20%, 60%".)
          (header && ((placeHere ?? placeBefore) === null || header.jurisdiction === (placeHere ?? placeBefore)) ? header : null) ??
          (passageLaws[0] ? resolveLaw(lawMentionOf(passageLaws[0]), place) : null);
      const articlesOwned = ownedArticles.map((reference) => reference.text);
      // A list's article carries on only for the same zone: "보전관리지역은 … 50~80%(제85조제1항제17호)이고, 보전녹지지역도
      // 건폐율 20%" does not cite 제17호 for 보전녹지지역.
      const newZone = sentenceZones.some((mention) => mention.start >= previousEnd && mention.end <= figure.start);
      const articles = articlesOwned.length > 0 || !listContinues || newZone ? articlesOwned : previous!.articles;
      previousAt.set(depth, { attributed, articles });
      for (const zone of zonesOfFigure) {
        // "용적률 차이(200% 대 350%)": a figure restated with no place of its own is the one stated before for its zone.
        const restated = attributed === null && figurePlace === null ? figures.find((earlier) => earlier.zone === zone && earlier.attribute === attribute && earlier.value === figure.value && earlier.lower === figure.lower && earlier.jurisdiction !== null) : undefined;
        const added: Figure = {
        attribute,
        value: figure.value,
        lower: figure.lower,
        unit: figure.unit,
        bound: figure.bound ?? (LOWER_NAMED.test(s.slice(Math.max(0, figure.start - 12), figure.start)) ? '이상' : null),
        zone,
        // Unattributed, a figure is what applies at the place its sentence names ("서울은 200퍼센트").
        jurisdiction: attributed ? attributed.jurisdiction : (figurePlace ?? restated?.jurisdiction ?? null),
        law: attributed?.law ?? restated?.law ?? null,
        articles,
        phrase: phraseAround(s, figure),
        citations: sentence.markers,
        found_by: 'rules',
        sentence: sentence.index,
        };
        figures.push(added);
        if (!named && dealt.length <= 1) carried.add(added);
      }
    });

    const namedHere = [...new Set(sentenceZones.map((mention) => mention.zone))];
    permissions.push(...sentencePermissions(sentence, context, lastActivity).map((claim) => (namedHere.length > 0 ? { ...claim, zones: namedHere } : claim)));
    const activities = findActivities(s, context.activities);
    if (activities.length > 0) lastActivity = activities.at(-1)!.activity;
    if (sentenceZones.length > 0) previousZones = sentenceZones.map((mention) => mention.zone);
    if (sentenceZones.length > 0) {
      lastZone = sentenceZones.at(-1)!.zone;
      for (const mention of sentenceZones) if (!zones.includes(mention.zone)) zones.push(mention.zone);
    }
    const grounds = lawMentions.filter((law) => !law.generic && !namesAWordOnly(law));
    for (const mention of grounds) named(mention.name);
    const lastNamed = grounds.at(-1);
    if (lastNamed) lastLaw = lastNamed.name;
    else if (sentenceArticles.at(-1)?.law) lastLaw = sentenceArticles.at(-1)!.law;
  }

  return {
    info: summarize(figures, articles, laws, permissions, zones, region, context),
    text,
    laws,
    unknownZones: unknownZoneWords(text.statements),
    unknownClasses: unknownClassWords(text.statements),
    carried,
    headerArticles,
    zones,
  };
}

/** An article written before the noun it qualifies ("…, §137① 검사 거부ㆍ방해"): it names that thing, not a ground. */
const MODIFIES_NEXT = /^\s+(?!(?:참조|참고|적용|기준|본문|단서|후단|전단|각|등|및|또는|내용|규정|조항)(?![가-힣]))[가-힣]{2,}/;

/** A mention belongs to the figure it stands before (since the previous figure), or right after it "(…)". */
function ownedBy(text: string, span: Span, figure: FoundFigure, previousEnd: number, nextStart: number, previous: FoundFigure | undefined, last: boolean): boolean {
  if (span.start >= previousEnd && span.end <= figure.start) {
    // …unless it trails the previous figure: "200퍼센트 (서울특별시 도시계획 조례), 250퍼센트", "100~250%이며(국토계획법
    // 시행령 제84조, 제85조), 서울은 …" — inside a parenthesis opened right after it.
    if (!previous) return true;
    const gap = text.slice(previous.end, span.start);
    const open = gap.lastIndexOf('(');
    const inside = open >= 0 && !gap.slice(open).includes(')');
    return !(TRAILING_GAP.test(gap) || (inside && TRAILING_GAP.test(gap.slice(0, open + 1))));
  }
  if (span.start >= figure.end && span.end <= nextStart) {
    const gap = text.slice(figure.end, span.start);
    const open = gap.indexOf('(');
    const inside = open >= 0 && !gap.slice(open).includes(')');
    return TRAILING_GAP.test(gap) || (inside && TRAILING_GAP.test(gap.slice(0, open + 1))) || (last && nextStart === text.length && !MODIFIES_NEXT.test(text.slice(span.end)));
  }
  return false;
}

/** "'120%' 더", "20% 상향": an increase of a ratio, not the ratio. */
const INCREASE_AFTER = /^\s*['"‘’“”]?\s*(?:더(?![하해])|가산|상향|추가로|늘어|늘려|올려|완화되)/;

/** "「도로법」에 따른 접도구역": a statute named for what a word means. */
const QUALIFIES = /^[」\s]*(?:제\s*\d+\s*조[^가-힣]{0,12})?\s*(?:에\s*따른|에\s*의한|상의)\s/;

/** "…와 … 모두", "둘 다": what follows is said of every figure before it. */
const ALL_OF_THEM = /^\s*(?:모두|둘\s*다|전부|다\s*같이)(?![가-힣])/;

/** "도로율에 20%", "수용능력을 20%": another rate or capacity the figure is measured against. */
const OTHER_RATE_BEFORE = /(?<![가-힣])([가-힣]{1,8}(?:율|률|능력))(?:에|을|를)\s*$/;

/** "건폐율 초과 80/100", "용적률을 초과하여 건축한 경우: 100분의 90": the ratio is what was broken. */
const EXCEEDED = /^[*_`]*\s*(?:을|를)?\s*(?:초과|위반)/;

/** "최대한도의 120퍼센트", "대지면적의 10%": a share of something named right before it, not a ratio of a zone. */
const SHARE_OF = /(?<![0-9가-힣])([가-힣]{2,})의\s*$/;

function attributeOf(figure: FoundFigure, mentions: ReturnType<typeof findAttributes>, dealt: Attribute | null, lastPercent: Attribute | null, textBefore: string): Figure['attribute'] {
  const before = mentions.filter((mention) => mention.end <= figure.start);
  switch (figure.unit) {
    case '%': {
      if (dealt) return dealt;
      const shareOf = SHARE_OF.exec(textBefore.replace(/[*_`]+\s*$/, ''))?.[1];
      if (shareOf && !/(?:지역|조례|법|령|규칙|기준)$/.test(shareOf)) return '기타';
      // "도로율에 20% 이상 미달", "학교수용능력을 20% 이상 초과": a share of another rate or capacity.
      const rate = OTHER_RATE_BEFORE.exec(textBefore.replace(/[*_`]+\s*$/, ''))?.[1];
      if (rate && !/^(?:건폐[율률]|용적[율률]|비율)$/.test(rate)) return '기타';
      // "건폐율 초과 80/100 / 용적률 초과 90/100": a ratio exceeded names a kind of violation, not what the figure is.
      const ratio = before.filter((mention) => (mention.attribute === '건폐율' || mention.attribute === '용적률') && !EXCEEDED.test(textBefore.slice(mention.end))).at(-1)?.attribute;
      // A fraction ("높이의 2분의 1") is a share of what it names, a ratio only where the ratio is named with it.
      const named = ratio ?? (figure.fraction ? null : lastPercent);
      // No 건폐율 reaches 100퍼센트: a larger share carried over from earlier is a 용적률.
      if (named === '건폐율' && !ratio && figure.value > 100) return '용적률';
      return named ?? '기타';
    }
    case 'm':
    case 'cm':
    case 'mm':
    case 'km': {
      const nearest = before.filter((mention) => mention.attribute === '높이' || mention.attribute === '거리').at(-1);
      return nearest?.attribute ?? '거리';
    }
    case '층':
      return '층수';
    case '㎡':
    case '평':
      return '면적';
    case '대':
      return '주차';
    case '일':
    case '개월':
    case '년':
    case '시간':
    case '분':
      return '기간';
    case '세대':
      return '세대';
    case '원':
      return '금액';
    case '명':
    case '회':
    case '개소':
      return '횟수';
    case 'pp':
    case '배':
      return '기타';
  }
}

/**
 * The one place named by the line a list item's list hangs from ("🏭 서울 공업지역 (서울특별시 도시계획 조례 …)" over
 * "- 용적률: 전용 200%, …"): the items' figures are that place's when they name none.
 */
function leadPlaceOf(sentences: readonly Sentence[], item: Sentence, context: ExtractionContext): string | null {
  const lead = BULLET.test(item.raw) ? lineAboveList(sentences, item) : null;
  if (!lead) return null;
  const place = context.jurisdictions.find(lead.text)?.name;
  return place && place !== NATIONWIDE && place === context.jurisdictions.findLast(lead.text)?.name ? place : null;
}

/** A section header's statute: "[서울특별시 도시계획 조례 기준]" makes its figures the ordinance's. */
function headerScope(header: string | null, context: ExtractionContext): Attribution | null {
  if (!header) return null;
  const mention = findLaws(header, context.laws).find((law) => !law.generic) ?? findLaws(header, context.laws)[0];
  if (!mention) {
    if (NATIONAL_WORDS.test(header)) return NATIONAL;
    // "◇ 서울: 세 지역 모두 건폐율 60%": a section about one place states that place's figures.
    // (A heading that sets two places side by side — "서울 성수동 vs 부산 대연동" — speaks for neither.)
    const words = header.replace(/[:：|/–—-]/g, ' ');
    const place = context.jurisdictions.find(words)?.name;
    const alone = place === context.jurisdictions.findLast(words)?.name;
    return place && alone && place !== NATIONWIDE ? { law: context.ordinanceOf(place), jurisdiction: place, ordinance: true } : null;
  }
  if (mention.generic) {
    const where = context.jurisdictions.find(header)?.name ?? context.question.jurisdiction;
    return { law: context.ordinanceOf(where), jurisdiction: where, ordinance: true };
  }
  if (mention.ordinance) return { law: mention.name, jurisdiction: context.jurisdictions.find(mention.name)?.name ?? null, ordinance: true };
  return { law: mention.name, jurisdiction: NATIONWIDE, ordinance: false };
}

/** The verdicts of one sentence, each for the building use named before it (else after it, else the one in play). */
function sentencePermissions(sentence: Sentence, context: ExtractionContext, carried: string | null): PermissionClaim[] {
  const s = sentence.text;
  const activities = findActivities(s, context.activities);
  // Verdict words count only where the sentence is about building something: "확인 가능합니다" is no verdict.
  // A short reply ("네, 가능합니다.") answers the question's own use.
  const reply = /^(?:네|예|아니요|아니오|아뇨)[,.!\s]/.test(s.trim()) || s.trim().length <= 12;
  if (activities.length === 0 && !reply && !BUILDING_ACT.test(s.replace(/허용\s*(?:용적률|건폐율|높이|범위|기준|한도)/g, ''))) return [];
  // "…이면 아예 적용이 안 됩니다": whether a rule applies is no verdict on a building.
  if (activities.length === 0 && /적용/.test(s)) return [];
  const found = findVerdictWords(s.replace(/허용(?=\s*(?:용적률|건폐율|높이|범위|오차|기준|한도))/g, '  '));
  // "조례로 허용되는 용도인지 물어보세요": a verdict asked about, not given.
  const words = { ...found, verdicts: found.verdicts.filter(({ start }) => !ASKED_ABOUT.test(s.slice(start, start + 14))) };
  if (words.verdicts.length === 0) return [];
  const byActivity = new Map<string | null, Verdict[]>();
  for (const { verdict, start } of words.verdicts) {
    const activity = activities.filter((mention) => mention.start < start).at(-1)?.activity ?? activities.find((mention) => mention.start > start)?.activity ?? carried ?? context.question.activity;
    byActivity.set(activity, [...(byActivity.get(activity) ?? []), verdict]);
  }
  return [...byActivity].map(([activity, verdicts]) => {
    const allowed = verdicts.includes('허용');
    const denied = verdicts.includes('불허');
    // "원칙적으로 불허되나 … 경우에 한하여 허용": conditional; otherwise the last verdict word is the sentence's.
    const verdict: Verdict = words.conditional && allowed ? '조건부허용' : allowed && denied ? verdicts.at(-1)! : allowed ? '허용' : '불허';
    return { activity, verdict, conditions: verdict === '조건부허용' ? [s.trim()] : [], phrase: s.trim() };
  });
}

/** The seed's scalar fields from the bound figures and verdicts, with the phrase each came from. */
function summarize(
  figures: Figure[],
  articles: CitedArticle[],
  laws: NamedLaw[],
  permissions: PermissionClaim[],
  zones: string[],
  region: string | null,
  context: ExtractionContext,
): ExtractedLawInfo {
  const evidence: Record<string, string> = {};
  const zone = context.question.zone && zones.includes(context.question.zone) ? context.question.zone : (zones[0] ?? context.question.zone);
  if (zone) evidence.zone_district = zone;
  // The value that applies: an ordinance's before a bare one before the national one.
  const applicable = (attribute: Figure['attribute']) => {
    const candidates = figures.filter((figure) => figure.attribute === attribute && (figure.zone === zone || figure.zone === null));
    const rank = (figure: Figure) => (figure.jurisdiction === NATIONWIDE ? 2 : figure.jurisdiction === null ? 1 : 0);
    return candidates.sort((a, b) => rank(a) - rank(b))[0] ?? null;
  };
  const pick = (field: string, figure: Figure | null | undefined) => {
    if (!figure) return null;
    evidence[field] = figure.phrase;
    return figure.value;
  };
  const activity = context.question.activity ?? permissions.find((claim) => claim.activity)?.activity ?? null;
  const verdicts = permissions.filter((claim) => claim.activity === activity || claim.activity === null);
  const permission = combineVerdicts(verdicts.map((claim) => claim.verdict));
  if (permission && verdicts[0]) evidence.permission_category = verdicts[0].phrase;
  if (region) evidence.region = region;
  return {
    region,
    zone_district: zone,
    building_coverage_ratio: pick('building_coverage_ratio', applicable('건폐율')),
    floor_area_ratio: pick('floor_area_ratio', applicable('용적률')),
    height_limit: pick('height_limit', figures.find((figure) => figure.attribute === '높이' && figure.unit === 'm')),
    floor_limit: pick('floor_limit', figures.find((figure) => figure.unit === '층')),
    land_use_activity: activity,
    permission_category: permission,
    cited_laws: [...new Set(laws.filter((law) => !law.generic).map((law) => law.name))],
    cited_articles: articles,
    conditions: [...new Set(verdicts.flatMap((claim) => claim.conditions))],
    figures,
    permissions,
    evidence,
  };
}

/** The statutes an answer names, each once ("조례" in general is none). */
export function namedLaws(extraction: Extraction): NamedLaw[] {
  return [...new Map(extraction.laws.filter((law) => !law.generic).map((law) => [law.name, law])).values()];
}

/** The articles an answer cites, each once, with how they read: "「건축법」 제44조제1항". */
export function citedArticles(extraction: Extraction): (CitedArticle & { label: string })[] {
  const distinct = new Map(extraction.info.cited_articles.map((cited) => [`${cited.law}\u0000${cited.text}`, cited]));
  return [...distinct.values()].map((cited) => ({ ...cited, label: `${cited.law ? `「${cited.law}」 ` : ''}${cited.text}` }));
}

/** The answer's verdict for one use over its sentences: a later condition makes an earlier 허용 or 불허 conditional. */
export function combineVerdicts(verdicts: readonly Verdict[]): Verdict | null {
  if (verdicts.length === 0) return null;
  if (verdicts.includes('조건부허용')) return '조건부허용';
  return verdicts[0]!;
}


/** Whether a provision's text states every figure of a sentence (its value in its unit). */
function statesAll(text: string | null, figures: readonly FoundFigure[]): boolean {
  if (!text) return false;
  const stated = findFigures(text);
  return figures.every((figure) => stated.some((other) => sameAmount(other, figure)));
}

/** The words of an article's title that say its subject: "용도지역안에서의 건폐율" → 용도지역, 건폐율. */
function titleWords(title: string): string[] {
  return compactForm(title)
    .compact.split(/(?:안에서의|에서의|에관한|에대한|의|및|등|ㆍ|·|,)/)
    .filter((word) => word.length >= 2);
}

/** What joins two references to one statute: "§84①ㆍ§85①", "제77조 및 제78조" (or nothing: "84ㆍ" of "영 84ㆍ85조"). */
const JOINED_REFERENCE = /^\s*(?:[ㆍ·,]|및|와|과)?\s*$/;

/** "시행령은 …", "시행규칙에서는 …": a decree or rule named by its relation only, as what the sentence is about. */
const RELATIVE_SUBJECT = /(?:^|[^가-힣])(시행령|시행규칙)(?:은|는|이|에서는|에서|에는|도|상으로는)\s/;

/** A bare figure named as the lower bound: "하한은 모두 200%", "최저 50%". */
const LOWER_NAMED = /(?:하한|최저|최소)(?:은|는|이|도|치는)?\s*(?:모두|각각|다)?\s*$/;

/** "건폐율 / 용적률 60% / 200%", "건폐율·용적률: 60%·200%": two ratios named together, then their figures in order. */
const RATIO_PAIR = /(건폐[율률]|용적[율률])\s*[/·ㆍ,]\s*(건폐[율률]|용적[율률])[^%\d|]{0,12}?(\d[\d,.]*\s*%)\s*[/·ㆍ]\s*(\d[\d,.]*\s*%)/g;

function pairedRatios(text: string, found: readonly FoundFigure[]): Map<FoundFigure, Attribute> {
  const paired = new Map<FoundFigure, Attribute>();
  // "보전녹지: 건폐율 20% 이하 / 용적률 50~80% → 부산 20%, 60%": after an arrow that names no ratio, two figures
  // are the two ratios in the order the line named them.
  const arrow = text.lastIndexOf('→');
  if (arrow >= 0 && !/건폐|용적/.test(text.slice(arrow))) {
    const named = [...text.slice(0, arrow).matchAll(/건폐[율률]|용적[율률]/g)].map(([word]) => (word.startsWith('건폐') ? '건폐율' : '용적률') as Attribute);
    const order = [...new Set(named)];
    const after = found.filter((figure) => figure.unit === '%' && figure.start > arrow);
    if (order.length === 2 && after.length === 2) after.forEach((figure, index) => paired.set(figure, order[index]!));
  }
  for (const match of text.matchAll(RATIO_PAIR)) {
    const [first, second] = [match[1]!, match[2]!].map((word) => (word.startsWith('건폐') ? '건폐율' : '용적률') as Attribute);
    if (first === second) continue;
    const end = match.index + match[0].length;
    const inside = found.filter((figure) => figure.unit === '%' && figure.start >= match.index && figure.end <= end);
    if (inside.length !== 2) continue;
    paired.set(inside[0]!, first!);
    paired.set(inside[1]!, second!);
  }
  return paired;
}

/** How many of the last articles cited a "같은 조" may mean. */
const SAME_ARTICLE_CANDIDATES = 3;

function phraseAround(text: string, span: Span): string {
  // The clause the span stands in: from the last clause break before it to the next one after it.
  const masked = thousandsMasked(text);
  const before = masked.slice(0, span.start);
  // (An inline list marker "▲" starts a clause of its own: "▲의료시설 ▲6층 이상 … 건축물 ▲필로티 …".)
  // (So does a slash between spaces in terse notes: "건폐율 초과 80/100 / 용적률 초과 90/100".)
  const slash = before.lastIndexOf(' / ');
  const from = Math.max(before.lastIndexOf(','), before.lastIndexOf('. '), before.lastIndexOf('; '), before.lastIndexOf('▲'), slash < 0 ? 0 : slash + 2, 0);
  const after = masked.slice(span.end);
  const stop = after.search(/[,;▲]|\.\s|\.$| \/ |$/);
  return text.slice(from === 0 ? 0 : from + 1, span.end + (stop < 0 ? after.length : stop)).trim().replace(/\s+/g, ' ');
}

