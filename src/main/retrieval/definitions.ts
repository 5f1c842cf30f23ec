// Where a statute defines a word. Most definitions sit in the act's 정의 article, but many are made where the word
// is first used: 건축법 제46조 says 'a line … [이하 "건축선(建築線)"이라 한다]'. A question asking what a word means
// is answered by the provision that defines it, wherever it is.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An item marker, as a pattern to build regular expressions with: "1.", "가.", "(1)", "(가)". */
export const ITEM = '(?:\\d+\\.|[가-힣]\\.|\\(\\d+\\)|\\([가-힣]\\))';

/**
 * Whether a line defines one of the words: "건축"이란, "건축선(建築線)"이라 한다, 이하 "건폐율"이라 한다; in a 정의
 * article an item that starts with the word ("가. 노외주차장: …"); and anywhere an item that glosses it in words
 * ("(1) 제1종일반주거지역 : 저층주택을 중심으로 … 필요한 지역", 시행령 제30조) — not one that states its figure
 * ("1. 제1종전용주거지역 : 50퍼센트 이하"). With `scoped: false`, not a meaning given for one provision only
 * ("법 제41조에서 "용도지역"이란 …").
 */
export function definesTerm(line: string, words: readonly string[], inDefinitions: boolean, options: { scoped?: boolean } = {}): boolean {
  const scoped = options.scoped ?? true;
  return words.some((word) => {
    if (word.length < 2) return false;
    const w = escape(word);
    // "법 제41조에서 "용도지역"이란 …" says what the word means in one provision only: not its definition.
    if (new RegExp(`${scoped ? '' : '(?<!에서\\s*)'}["“]${w}(?:\\([^)]*\\))?["”]\\s*(?:이)?(?:란|라\\s*함은|라\\s*한다|이라\\s*한다)`).test(line)) return true;
    const item = new RegExp(`^${ITEM}\\s*${w}\\s*(?:\\([^)]*\\))?\\s*:\\s*(.*)$`).exec(line);
    return item !== null && (inDefinitions || isGloss(item[1]!));
  });
}

/** Words, not a figure: a gloss says what a thing is for ("…을 위하여 필요한 지역"), a figure starts with its number. */
function isGloss(text: string): boolean {
  return text.length >= 8 && !/^\s*[0-9]/.test(text) && !/\d\s*(퍼센트|%|미터|제곱미터|층|일|년)/.test(text);
}
