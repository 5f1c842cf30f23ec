// Markdown texts with a 건폐율 article, as a memo, a copied ordinance or an announced decree would carry one: for
// the tests of what a document may make a rule of, or stand as evidence for.

/** A Markdown text with the 건폐율 article of an ordinance or a memo; `head` is its front matter (or none). */
export function ruleText(head: string, title: string, items: string[]): string {
  const front = head ? `---\n${head}\n---\n\n` : '';
  return `${front}# ${title}\n\n## 제4장 용도지역 안에서의 건폐율\n\n##### 제53조 (목적)\n\n이 장은 건폐율을 정한다.\n\n##### 제54조 (용도지역안에서의 건폐율)\n\n**①** 용도지역안에서의 건폐율은 다음 각 호의 비율 이하로 한다.\n\n${items.map((item, index) => `  ${index + 1}\\. ${item}`).join('\n\n')}\n`;
}

export const SEOUL_HEAD = '제목: 서울특별시 도시계획 조례\n법령구분: 조례\n공포번호: 9999\n공포일자: 2025-01-03\n시행일자: 2025-01-03';
