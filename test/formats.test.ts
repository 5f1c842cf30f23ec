import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../src/main/ingest/formats/markdown';
import { parsePlainText } from '../src/main/ingest/formats/plain-text';
import { paginate, VIRTUAL_PAGE_CHARS } from '../src/main/ingest/formats/virtual-pages';
import { decodeText } from '../src/main/ingest/read-document';
import { lawKindOf, metadataFromFileName, metadataFromFirstPage, normalizeDate, resolveMetadata } from '../src/main/ingest/law-metadata';

const legalizeMarkdown = `---
제목: 국토의 계획 및 이용에 관한 법률 시행령
법령MST: 284689
법령구분: 대통령령
공포일자: 2026-03-24
공포번호: '36220'
시행일자: 2026-03-24
첨부파일:
- 별표번호: '0001'
  제목: 기반시설을 유발하는 시설에서 제외되는 건축물(제4조의3 관련)
---

# 국토의 계획 및 이용에 관한 법률 시행령

## 제6장 용도지역ㆍ용도지구 및 용도구역안에서의 행위제한

##### 제84조 (용도지역안에서의 건폐율)

**①** 법 제77조제1항에 따른 건폐율은 다음 각 호의 범위에서 정한다. <개정 2012.4.10>

  1\\. 제1종전용주거지역 : 50퍼센트 이하
  12\\. 일반공업지역 : 70퍼센트이하

<img id="3"></img>
`;

describe('Markdown', () => {
  it('takes the front matter as metadata and never as text', () => {
    const document = parseMarkdown(legalizeMarkdown);
    expect(document.metadata[0]).toEqual({
      title: '국토의 계획 및 이용에 관한 법률 시행령',
      law_name: '국토의 계획 및 이용에 관한 법률 시행령',
      law_kind: '시행령',
      law_type: '대통령령',
      effective_date: '2026-03-24',
      promulgation_date: '2026-03-24',
      promulgation_number: '36220',
    });
    const text = document.lines.map((line) => line.text).join('\n');
    expect(text).not.toMatch(/법령MST|첨부파일|별표번호/);
  });

  it('reduces markup to text, line by line', () => {
    const texts = parseMarkdown(legalizeMarkdown).lines.map((line) => [line.text, line.level ?? null]);
    expect(texts).toEqual([
      ['국토의 계획 및 이용에 관한 법률 시행령', 1],
      ['제6장 용도지역ㆍ용도지구 및 용도구역안에서의 행위제한', 2],
      ['제84조 (용도지역안에서의 건폐율)', 5],
      ['① 법 제77조제1항에 따른 건폐율은 다음 각 호의 범위에서 정한다. <개정 2012.4.10>', null],
      ['1. 제1종전용주거지역 : 50퍼센트 이하', null],
      ['12. 일반공업지역 : 70퍼센트이하', null],
      ['[그림]', null],
    ]);
  });

  it('reports a front matter block it cannot read, and keeps the body', () => {
    const document = parseMarkdown('---\n제목: [unclosed\n---\n본문');
    expect(document.warnings[0]).toMatch(/front matter could not be read/);
    expect(document.lines.map((line) => line.text)).toEqual(['본문']);
  });

  it('turns tables, links and emphasis into plain text', () => {
    const document = parseMarkdown('| 구분 | 기준 |\n|---|---|\n| 주거 | **60%** |\n\n[법제처](https://law.go.kr) 참고');
    expect(document.lines.map((line) => line.text)).toEqual(['구분 | 기준', '주거 | 60%', '법제처 참고']);
  });
});

describe('virtual pages', () => {
  it('pack whole lines into pages of at most VIRTUAL_PAGE_CHARS characters', () => {
    const raw = Array.from({ length: 100 }, (_, i) => ({ text: `${i}`.padEnd(99, '가') }));
    const { lines, pages } = paginate(raw);
    expect(pages).toHaveLength(Math.ceil((100 * 100) / VIRTUAL_PAGE_CHARS));
    for (const page of pages) expect(page.text.length).toBeLessThanOrEqual(VIRTUAL_PAGE_CHARS);
    expect(lines[0]!.page).toBe(1);
    expect(lines[99]!.page).toBe(pages.length);
    expect(pages.map((p) => p.text).join('\n')).toBe(raw.map((r) => r.text).join('\n'));
  });

  it('start a new page at a form feed in a text file', () => {
    const document = parsePlainText('첫 쪽\n\f둘째 쪽\f셋째 쪽');
    expect(document.pages.map((page) => page.text)).toEqual(['첫 쪽', '둘째 쪽', '셋째 쪽']);
  });
});

describe('text decoding', () => {
  it('reads UTF-8 with or without BOM, and EUC-KR with a warning', () => {
    expect(decodeText(new TextEncoder().encode('건폐율'))).toEqual({ text: '건폐율', warning: null });
    const eucKr = Uint8Array.from([0xb0, 0xc7, 0xc6, 0xf3, 0xc0, 0xb2]); // 건폐율 in EUC-KR
    expect(decodeText(eucKr)).toEqual({ text: '건폐율', warning: expect.stringMatching(/EUC-KR/) });
  });
});

describe('law metadata', () => {
  it('normalizes Korean date spellings', () => {
    expect(normalizeDate('2026. 3. 24.')).toBe('2026-03-24');
    expect(normalizeDate('2026년 3월 4일')).toBe('2026-03-04');
    expect(normalizeDate('2026-03-24')).toBe('2026-03-24');
    expect(normalizeDate('언젠가')).toBeNull();
  });

  it('tells the kind of a statute', () => {
    expect(lawKindOf('건축법 시행령', '대통령령')).toBe('시행령');
    expect(lawKindOf('건축물의 피난ㆍ방화구조 등의 기준에 관한 규칙', '국토교통부령')).toBe('시행규칙');
    expect(lawKindOf('서울특별시 도시계획 조례', null)).toBe('조례');
    expect(lawKindOf('주차장법', '법률')).toBe('법률');
    expect(lawKindOf('현장 점검 메모', null)).toBeNull();
  });

  it("reads law.go.kr's first page and the corpus' summary line", () => {
    expect(metadataFromFirstPage(['국토의 계획 및 이용에 관한 법률 시행령', '[시행 2026. 3. 24.] [대통령령 제36220호, 2026. 3. 24., 일부개정]'], null)).toEqual({
      title: '국토의 계획 및 이용에 관한 법률 시행령',
      law_name: '국토의 계획 및 이용에 관한 법률 시행령',
      law_kind: '시행령',
      law_type: '대통령령',
      effective_date: '2026-03-24',
      promulgation_number: '36220',
      promulgation_date: '2026-03-24',
    });
    expect(metadataFromFirstPage(['주차장법 | 법률 | 공포번호 21413 | 공포일자 2026-02-27 | 시행일자 2026-08-28'], null)).toMatchObject({
      law_name: '주차장법',
      law_kind: '법률',
      effective_date: '2026-08-28',
    });
  });

  it('falls back to the file name, and merges sources field by field', () => {
    expect(metadataFromFileName('pdf/국토의계획및이용에관한법률_시행령.pdf')).toMatchObject({ law_name: '국토의계획및이용에관한법률 시행령', law_kind: '시행령' });
    expect(metadataFromFileName('memo.pdf')).toEqual({ title: 'memo' });
    expect(resolveMetadata([{ law_name: 'A법', effective_date: null }, { effective_date: '2020-01-01', law_name: 'B' }, {}])).toMatchObject({
      law_name: 'A법',
      effective_date: '2020-01-01',
      law_kind: '기타',
    });
  });
});
