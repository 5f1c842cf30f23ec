// The page view's reads: a page's text and the original file, by document id only, and only while the file is the
// one that was ingested; conversations renamed; where a cited passage lies on a page.
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { passageRanges, piecesInRanges } from '../src/renderer/src/page/passage-match';
import { corpusPdfDir } from '../scripts/corpus-location';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();

describe('reading ingested documents back', () => {
  let core: Geungeo;
  let dir: string;
  let pdfId: number;
  let mdId: number;

  beforeAll(async () => {
    dir = tempDir();
    copyFileSync(join(corpusPdfDir, '주차장법_법률.pdf'), join(dir, '주차장법_법률.pdf'));
    writeFileSync(join(dir, 'note.md'), '# 메모\n\n제1조(목적) 이 메모는 시험용이다.\n\n제2조(정의) 둘째 조문이다.\n');
    core = createGeungeo({ dbPath: join(dir, 'lib.db'), modelsDir: [] });
    const report = await core.ingest([dir], { embed: false });
    pdfId = report.files.find((file) => file.file_name === '주차장법_법률.pdf')!.document_id!;
    mdId = report.files.find((file) => file.file_name === 'note.md')!.document_id!;
  });
  afterAll(async () => core.close());

  it('gives a page’s text with the document it belongs to, and says which pages exist', () => {
    const page = core.documents.page(pdfId, 1);
    expect(page.document).toMatchObject({ id: pdfId, format: 'pdf', law_kind: '법률' });
    expect(page.text).toContain('주차장법');
    expect(() => core.documents.page(pdfId, 9999)).toThrow(/has no page 9999 \(it has \d+\)/);
    expect(() => core.documents.page(4242, 1)).toThrow(/There is no document 4242/);
    expect(core.documents.page(mdId, 1).document.format).toBe('markdown');
  });

  it('serves the original bytes only while the file is unchanged', async () => {
    const file = await core.documents.file(pdfId);
    expect(file.mime).toBe('application/pdf');
    expect(Buffer.from(file.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.bytes).toBe(Buffer.from(file.base64, 'base64').length);

    writeFileSync(join(dir, 'note.md'), '# 바뀐 메모\n');
    await expect(core.documents.file(mdId)).rejects.toThrow(/has changed since it was ingested/);
  });

  it('renames a conversation', async () => {
    const answer = await core.chat.ask({ question: '부설주차장 설치 기준', clarify: false });
    const renamed = core.history.rename(answer.session, '  주차 질문  '.trim());
    expect(renamed).toMatchObject({ id: answer.session, title: '주차 질문', messages: 2 });
    expect(() => core.history.rename(99999, 'x')).toThrow(/There is no chat session 99999/);
  });
});

describe('finding a cited passage on a page', () => {
  const page = '제84조 (용도지역안에서의 건폐율)\n① 법 제77조제1항 및 제2항에 따른 건폐율은\n다음 각 호의 범위에서 정한다.\n4. 제2종일반주거지역 : 60퍼센트 이하\n제85조 (용도지역안에서의 용적률)';

  it('matches across different line breaks and spacing, and not the neighbouring article', () => {
    const passage = '제84조(용도지역안에서의 건폐율) ① 법 제77조제1항 및 제2항에 따른 건폐율은 다음 각 호의 범위에서 정한다. 4. 제2종일반주거지역 : 60퍼센트 이하';
    const ranges = passageRanges(page, passage);
    const marked = ranges.map(([a, b]) => page.slice(a, b)).join('');
    expect(marked).toContain('60퍼센트');
    expect(marked).toContain('제84조');
    expect(marked).not.toContain('제85조');
  });

  it('marks a passage’s tail on the page it runs on to, not its boilerplate repeated further down', () => {
    const boilerplate = '특별시ㆍ광역시ㆍ특별자치시ㆍ특별자치도ㆍ시 또는 군의 도시ㆍ군계획조례가 정하는 비율 이하로 한다.';
    const tail = '5. 제3종일반주거지역 : 50퍼센트 이하\n6. 준주거지역 : 70퍼센트 이하\n7. 중심상업지역 : 90퍼센트 이하\n8. 일반상업지역 : 80퍼센트 이하\n② 조례로 관할구역을 세분하여 달리 정할 수 있다.';
    const passage = `제84조(용도지역안에서의 건폐율)\n① 법 제77조제1항에 따른 건폐율은 다음 각 호의 범위에서 ${boilerplate}\n4. 제2종일반주거지역 : 60퍼센트 이하\n${tail}`;
    const nextPage = `${tail}\n④ 법 제77조제3항에 따라 다음 각 호의 지역에서의 건폐율은 각 호에서 정한 범위에서 ${boilerplate}`;
    const marked = passageRanges(nextPage, passage).map(([a, b]) => nextPage.slice(a, b)).join('');
    expect(marked.replace(/\s/g, '')).toContain('6.준주거지역:70퍼센트이하');
    expect(marked).not.toContain('제77조제3항');
  });

  it('marks nothing for a passage from elsewhere', () => {
    expect(passageRanges(page, '주차장법 제19조 부설주차장의 설치ㆍ지정 기준은 대통령령으로 정한다')).toEqual([]);
  });

  it('maps the ranges onto text-layer pieces', () => {
    const pieces = ['제84조 ', '(용도지역안에서의 건폐율)', '다른 조문 내용입니다'];
    const ranges = passageRanges(pieces.join(''), '제84조(용도지역안에서의 건폐율)');
    expect(piecesInRanges(pieces, ranges)).toEqual([0, 1]);
  });
});
