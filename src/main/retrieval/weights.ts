// Every weight search ranks by, in one table: its value, why it exists and the evaluation that chose it. Search
// scores a passage as its lexical match (coverage² × BM25 share × title) times one factor per named feature it has
// (search-features.ts); a change to the ranking is a change here, read in one place. The evaluations:
//   eval:retrieval — the development, held-out and fresh question sets (npm run eval:retrieval; docs/benchmarks.md);
//   eval:questions — the independent set of questions as people post them (npm run eval:questions; held out, only
//                    reported: weights are never chosen on it).

export interface Weight {
  readonly value: number;
  readonly reason: string;
  readonly chosenBy: string;
}

const weight = (value: number, reason: string, chosenBy: string): Weight => ({ value, reason, chosenBy });

export const WEIGHTS = {
  // --- The lexical match -------------------------------------------------------------------------------------------
  bm25Share: weight(0.4, 'Of the match, the share BM25 decides (the rest is the share of the question the passage covers, squared): coverage first, BM25 to break near-ties.', 'eval:retrieval, development set (rounds 1–2)'),
  titleCoverage: weight(0.3, 'A title that names the question’s terms says the article is about them.', 'eval:retrieval, development set'),
  titleFocus: weight(0.7, 'The more of the title the terms make up, the more the article is about nothing else ("용도지역안에서의 건폐율" over "…건폐율 등의 완화적용").', 'eval:retrieval, development set'),

  // --- Factors per feature of a passage ------------------------------------------------------------------------------
  titleNamed: weight(1.5, 'A question naming an article’s whole title ("건축허가", "용도변경", "이행강제금") names the institution it sets up.', 'eval:retrieval, development set (1.25–2 tried)'),
  repealed: weight(0.1, 'A repealed article keeps only its heading and "삭제 <date>": it answers nothing.', 'eval:retrieval'),
  supplementary: weight(0.25, '부칙 are transitional rules of old amendments, often quoting old wording; they rarely answer a field question.', 'eval:retrieval'),
  namedAct: weight(2.5, 'The act the question names (건축법 시행령) answers it.', 'eval:retrieval, act kind'),
  namedFamily: weight(1.5, 'A base law named without its act ("건축법 …"): its decree and rule carry most of its figures.', 'eval:retrieval, act kind'),
  namedKind: weight(1.3, 'A kind named without a statute ("시행령 85조", "시행규칙에서").', 'eval:retrieval, act kind'),
  favouredLaw: weight(1.2, 'A law the question’s category favours, when the question names none: the category steers, it does not decide.', 'eval:retrieval, favoured-laws row'),
  homeFamily: weight(0.5, 'Up to 1 + this for the statute family that alone holds the question’s words (law-affinity.ts), when no statute is named.', 'eval:retrieval, development set (0.8 and 0.5 tried)'),
  meaning: weight(3, 'A question asking what a word means ("…이란?", "…뜻") is answered by the 정의 article; the line defining the word weighs this again.', 'eval:retrieval, definition kind'),
  definition: weight(1.5, 'A weaker "…가 뭐야" or "차이" is answered by the 정의 article a little more often than not.', 'eval:retrieval, definition kind'),
  penalty: weight(3, 'A sanction question (처벌, 벌칙, 과태료) is answered by the 벌칙 chapter.', 'eval:retrieval, penalty kind'),
  kinds: weight(1.5, 'A question asking for the kinds of something is answered by the provision listing them.', 'eval:retrieval'),
  documents: weight(1.5, 'A question asking what to hand in is answered by the provision naming the form and its papers.', 'eval:retrieval'),
  askedFigure: weight(1.2, 'A passage stating a figure of the unit asked for ("며칠" → 일): a nudge between near-equal passages; 1.4 and more let any number outrank the subject.', 'eval:retrieval (1.3–2 rejected)'),
  concept: weight(3, '"Does X count as Y": the line that defines or measures Y (a 정의 item, the decree’s 산정 rules, a 범위 provision) answers, not a provision that mentions X.', 'eval:retrieval, definition and paraphrase kinds'),

  // --- The question's words -------------------------------------------------------------------------------------------
  storyWord: weight(0.5, 'A word only in a story’s circumstances weighs this much of a word of the clause that asks.', 'eval:questions --set dev, story kind (0.3 / 0.5 / 0.7 → 0.30 / 0.34 / 0.34 @1)'),
  impliedAction: weight(0.7, 'A 건축 act the question implies in everyday words ("한 층 올리려고" → 증축) is a term, a little below the words typed.', 'set, not tuned; eval:questions --set dev and eval:retrieval check it'),

  // --- Lists and their fusion -------------------------------------------------------------------------------------------
  rrfK: weight(60, 'Reciprocal Rank Fusion constant, as in Cormack, Clarke & Büttcher (2009).', 'the literature'),
  premiseArticle: weight(0.6, 'An article the asker says they read ("건축법 14조 보니까 1년 안에 … 효력이 없어진다고", "주차장법 30조 보면 … 과태료") counts for this much of its fused score: it is the premise the question asks about, its words are the question\'s own, and the answer is usually another article (제11조 ⑦ for a 허가, 제29조 for a criminal sanction).', 'eval:questions --set dev2 (written to the held-out failure kinds, docs/questions-independent-kinds.md), with only the provisions its cited part points to following a premise: 1 / 0.6 / 0.4 → dev2 123 / 125 / 125 of 175 @1, dev 66 / 67 / 67 of 80; eval:retrieval unchanged except fresh −1 at 0.4'),
  crimeBeyondPremise: weight(2, 'A sanction question whose premise is a sanction article the asker read (과태료, 이행강제금: "그 돈만 내면 되는 거죠?", "과태료 정도로 끝나는 거 맞죠?") asks whether a crime follows too: the 벌칙 articles weigh this much more in the fusion — of the family whose duty the facts break (the first provision that is no sanction), the premise’s own as often as not: "건축법 제108조로 징역 간다던데 … 주차장을 안 만들고" is 주차장법’s crime.', 'eval:questions --set dev2 and dev3 (1.5 / 2 / 3 alike: @1 +1 each, dev3 first line +1, no question lost); eval:retrieval unchanged. The facts’ family: --set dev4 (written to the second held-out set’s kinds) @1 69 → 76 of 100 with premises heard of ("…로 벌금 나온다던데"), first line 62 → 69; the other sets unchanged'),
  namedArticleSpeaks: weight(0.3, 'A named article leads only if it covers at least this share of what the best-matching passage covers of the question’s other words: a premise ("제11조 때문에 허가 받아야 한다는데") is evidence, not the answer.', 'eval:retrieval, held-out article-ref style (0.5 lost one question, 0.3 none)'),
  delegationPlain: weight(0.6, 'The provisions carrying out the best article inherit this share of its score.', 'eval:retrieval'),
  delegationFigure: weight(1.2, '…and more than all of it when they state the figure asked for and it does not.', 'eval:retrieval'),
  sanctionCitesSubject: weight(2, 'A sanction citing the article the question is about ("제56조를 위반하여") is the one that answers.', 'eval:retrieval, penalty kind'),
  everydayUncovered: weight(2.5, 'The everyday index’s ranking (everyday-index.ts) weighs in the fusion this many lists times the share of the question the best lexical passages leave uncovered: a story in everyday words is the index’s to rank, a question in the statute’s words the library’s (and a user’s own document, which the index does not know, keeps its place).', 'eval:questions --set dev and eval:retrieval (docs/benchmarks.md, third round): a list of weight 1 alone cost the older development set 3 questions; 0.5 + 2 × uncovered 2; 3 × uncovered: dev 0.40 → 0.47 @1, older sets +2, +1, +4; 4× and 5× lost older questions. With the fourth pass of the index (2026-11-28, seventh session: 4,479 more phrasings) 3 → 2.5: dev 0.79 → 0.80 @1, first line 61 → 63 with the decisive margin and closeness below; eval:retrieval 0.898 / 0.892 / 0.958 → 0.891 / 0.938 / 0.979 (2: the same older sets, eval:extractive cannot-answer −1)'),
  everydayFigure: weight(0.5, 'For a question asking a figure, the everyday list’s weight is multiplied by this: which act states the figure is read from the provisions’ text (delegation, statesFigure), not from how people ask.', 'eval:retrieval’s delegation case (법 제84조 → 시행령 제94조 330제곱미터); with the third pass of the index, eval:questions --set dev 0.25 / 0.5 / 0.75 → 0.68 / 0.69 / 0.68 @1, eval:retrieval @5 0.993 → 1.000 at 0.5, no set lower'),
  everydayStory: weight(1.5, 'For a question that tells a story around the clause that asks, the everyday list’s weight is multiplied by this: stories are told in the askers’ words, which the index holds and the statutes do not.', 'eval:questions --set dev (1 / 1.5 / 2 → 0.59 / 0.61 / 0.61 @1, story kind 0.42 / 0.48 / 0.48, @5 0.86 / 0.86 / 0.85); eval:retrieval unchanged at 1.5, fresh set −1 at 2'),
  everydayDecisiveMargin: weight(12, 'The everyday index’s first article is decisive when it holds this many times the second’s share of the question’s likelihood (everyday-index.ts): the question restates its askers’ words and no other article’s. For a figure question only if the article states a figure of the unit asked: which provision states the figure is read from the provisions’ text (법 제84조 is asked about, 시행령 제94조 states the 330제곱미터; test/retrieval-intents.test.ts); never for an article that leaves what is asked to a lower act (법 제43조 "대통령령으로 정하는 용도와 규모의 건축물" for "공개공지 … 건물 규모": 시행령 제27조의2 answers).', 'eval:questions --set dev: with the naive-Bayes index (sixth round) 2 / 4 → 0.76 / 0.75 @1, the older sets level; decisive for a figure question that the article states: dev 0.74 → 0.76 with the two weights below, fresh set +1. Before, with BM25 over single phrasings, 1.8 / 2 / 2.5 → 0.60 / 0.59 / 0.57. With the fourth pass the shares are more peaked (more phrasings, sharper profiles): 2 / 5 / 8 / 12 / 20 → eval:retrieval development 0.857 / 0.878 / 0.878 / 0.871 / 0.871, held-out 0.908 / 0.908 / 0.908 / 0.923 / 0.923, fresh 0.917 / 0.958 / 0.958 / 0.979 / 0.979, dev 0.80 / 0.80 / 0.81 / 0.81 / 0.81 @1 (premise −1 at 20); 12'),
  everydayDecisiveCloseness: weight(0.25, '…and when the question restates at least this share of one of its phrasings’ bigrams: a share of the likelihood says the article is likelier than the others, not that the question is about it — a few everyday words an article’s askers happen to use often ("신고만", "경우") can give it most of the likelihood of a question they do not ask.', 'eval:questions --set dev (0 / 0.2 / 0.25 / 0.3 → 0.78 / 0.79 / 0.79 / 0.76 @1, first line 51 / 52 / 52 / 51 of 80); eval:retrieval level at 0.2; eval:extractive’s "허가 받아야 하는 경우랑 신고만 하면 되는 경우" (제20조 took it at 0). With the fourth pass 0.2 / 0.25 / 0.3 → dev 0.80 / 0.81 / 0.79 @1, held-out 0.923 / 0.938 / 0.938; 0.25'),
  everydayDecisive: weight(2, '…and then counts as if first in this many more lists.', 'eval:questions --set dev (1, 2 and 3 each → 0.53 @1 at margin 2); eval:retrieval unchanged with 2 at margin 2.5'),
  everydayRelevantDepth: weight(3, 'An article among the everyday index’s first this many counts as relevant though the question shares few of its words…', 'set, not tuned; eval:questions checks it: no question answered "no content" with its answer in the library, off-topic questions still told so'),
  everydayCloseness: weight(0.3, '…when the question holds at least this share of one of its phrasings’ bigrams: a story restates a phrasing in its own words, so a third of them is already the same question.', 'eval:questions --set dev (0.5 / 0.4 / 0.3 / 0.25 → 0.47 / 0.47 / 0.49 / 0.50 @1, "no content" 1 → 0 from 0.3); eval:retrieval unchanged on all three sets; off-topic questions still told so'),
  everydaySure: weight(0.9, 'The everyday index’s first article counts as relevant, however few of its phrasings’ words the question shares, when it holds at least this share of the question’s likelihood and the question restates at least half the share of a phrasing everydayCloseness asks ("파스타 맛있게 삶는 법" shares only 삶 with 국토계획법 제1조’s "삶의 질"): a story that says a point in words of its own (기둥 두 개가 금이 가서 보강만) restates no phrasing closely, yet only one article’s askers speak that way.', 'eval:questions --set dev (with the decisive figure rule above: 0.74 → 0.76 @1, 0.90 → 0.93 @5; 0.5 and 0.9 alike); eval:retrieval level'),
  restatedShare: weight(0.7, 'A provision only restating the article it carries out gives way to it when the article scores within 30% of it.', 'eval:retrieval'),
} as const satisfies Record<string, Weight>;

export type WeightName = keyof typeof WEIGHTS;
