// The statutes' own words as askers often misspell them (ㅖ for ㅐ, 율 for 률 and back): "건페율", "용적율". Search
// reads each as the word (question-words.ts EVERYDAY_WORDS), and the everyday index, whose phrasings are written in
// the statutes' spelling, is asked in it — a misspelled word shares no piece of it ("건페" is not "건폐").

/** Misspelling → the statutes' word. */
export const MISSPELLED_WORDS: Readonly<Record<string, string>> = {
  건페율: '건폐율',
  건폐률: '건폐율',
  건페률: '건폐율',
  용적율: '용적률',
};

const MISSPELLED = new RegExp(Object.keys(MISSPELLED_WORDS).join('|'), 'g');

/** The text with each misspelled statute word spelled as the statutes spell it. */
export function spelledAsStatutes(text: string): string {
  return text.replace(MISSPELLED, (word) => MISSPELLED_WORDS[word]!);
}
