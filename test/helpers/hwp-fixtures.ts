// HWP/HWPX test files built by the tests themselves: kordoc's markdownToHwpx (HTML tables give merged cells), plus
// the few things it does not write, added to its output — Hangul's layout cache (so pages are real pages), an
// encryption manifest, a cut-off file — and HWP 5 containers written with the cfb package (an encrypted or DRM'd
// header, a body that is no HWP). The annex texts are modelled on real 별표 shapes but are NOT the official texts:
// every file name built from them says so (_예시_비공식), and none of them is ever put in resources/statutes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as CFB from 'cfb';
import JSZip from 'jszip';
import { markdownToHwpx } from 'kordoc';

/** Marks a fixture whose text is not the official text (the rule: it says so in its name). */
export const UNOFFICIAL = '_예시_비공식';

/**
 * Modelled on 국토의 계획 및 이용에 관한 법률 시행령 [별표 4] (제2종전용주거지역안에서 건축할 수 있는 건축물):
 * a row header spanning rows (구분), a two-level column header, a note row across the table (비고) and a footnote
 * condition below it. Shortened and reworded: an example, not the law.
 */
export const ANNEX_4_MARKDOWN = `# 국토의 계획 및 이용에 관한 법률 시행령 [별표 4] 예시

[별표 4] 제2종전용주거지역안에서 건축할 수 있는 건축물(제71조제1항제2호 관련)

<table>
<tr><th rowspan="2">구분</th><th rowspan="2">호</th><th colspan="2">건축물</th></tr>
<tr><th>용도</th><th>조건</th></tr>
<tr><td rowspan="3">건축할 수 있는 건축물</td><td>가</td><td>단독주택</td><td></td></tr>
<tr><td>나</td><td>공동주택</td><td></td></tr>
<tr><td>다</td><td>제1종 근린생활시설</td><td>바닥면적 합계 1천제곱미터 미만</td></tr>
<tr><td rowspan="2">도시ㆍ군계획조례로 건축할 수 있는 건축물</td><td>가</td><td>제2종 근린생활시설 중 종교집회장</td><td></td></tr>
<tr><td>나</td><td>노유자시설</td><td>주1)</td></tr>
<tr><td colspan="4">비고: 이 표는 시험용 예시이며 법령 원문이 아니다.</td></tr>
</table>

주1) 바닥면적의 합계가 500제곱미터 이하인 것에 한정한다.
`;

/**
 * Modelled on 주차장법 시행령 [별표 1] (부설주차장의 설치대상 시설물 종류 및 설치기준): 시설물 with its 설치기준 split in two
 * columns, a threshold cell spanning two rows, 비고 notes. Figures are examples, not the law.
 */
export const PARKING_MARKDOWN = `# 주차장법 시행령 [별표 1] 예시

[별표 1] 부설주차장의 설치대상 시설물 종류 및 설치기준(제6조제1항 관련)

<table>
<tr><th rowspan="2">시설물</th><th colspan="2">설치기준</th></tr>
<tr><th>기준 면적</th><th>대수</th></tr>
<tr><td>1. 위락시설</td><td>시설면적 100제곱미터당</td><td>1대</td></tr>
<tr><td>2. 문화 및 집회시설, 종교시설, 판매시설</td><td>시설면적 150제곱미터당</td><td>1대</td></tr>
<tr><td>3. 제1종 근린생활시설, 제2종 근린생활시설</td><td rowspan="2">시설면적 200제곱미터당</td><td>1대</td></tr>
<tr><td>4. 숙박시설</td><td>1대</td></tr>
<tr><td colspan="3">비고 1. 시설면적은 공용면적을 포함한 바닥면적의 합계를 말한다. 2. 이 표는 시험용 예시이다.</td></tr>
</table>
`;

/** A decree-like text with articles, paragraphs, items and sub-items, and a table inside an article. */
export function decreeMarkdown(version: string): string {
  return `# 시험시행령${UNOFFICIAL}

제1조(목적) 이 영은 시험용 예시 문서의 목적을 정한다. ${version}

제2조(정의) ① 이 영에서 사용하는 용어의 뜻은 다음과 같다.

1. "부설주차장"이란 시설물에 딸린 주차장을 말한다.

가. 세부 사항은 조례로 정한다.

제3조(설치기준) 부설주차장의 설치기준은 다음 표와 같다.

<table>
<tr><th>용도</th><th>기준</th></tr>
<tr><td>위락시설</td><td>시설면적 100제곱미터당 1대</td></tr>
<tr><td>숙박시설</td><td>시설면적 200제곱미터당 1대</td></tr>
</table>

제4조(시행) 이 영은 공포한 날부터 시행한다.
`;
}

export async function hwpxFrom(markdown: string): Promise<Buffer> {
  return Buffer.from(await markdownToHwpx(markdown));
}

/**
 * Adds the layout cache Hangul saves (one line segment per top-level paragraph) to kordoc's output, so that
 * kordoc reads real pages: a paragraph whose index is in `newPageAt` starts a new page.
 */
export async function withLayout(hwpx: Buffer, newPageAt: readonly number[]): Promise<Buffer> {
  const zip = await JSZip.loadAsync(hwpx);
  const path = 'Contents/section0.xml';
  const xml = await zip.file(path)!.async('string');
  let paragraph = -1;
  let vertpos = 0;
  /** How far the previous paragraph reaches down: a line, or a table's rows. */
  let advance = 0;
  const laidOut = xml
    .split('\n')
    .map((line) => {
      if (!/^ {2}<hp:p\b/.test(line) || !line.endsWith('</hp:p>')) return line;
      paragraph++;
      vertpos = newPageAt.includes(paragraph) ? 0 : vertpos + advance;
      advance = 1600 + (line.match(/<hp:tr>/g)?.length ?? 0) * 1500;
      const segment = `<hp:linesegarray><hp:lineseg textpos="0" vertpos="${vertpos}" vertsize="1000" textheight="1000" baseline="850" spacing="600" horzpos="0" horzsize="48188" flags="393216"/></hp:linesegarray>`;
      return `${line.slice(0, -'</hp:p>'.length)}${segment}</hp:p>`;
    })
    .join('\n');
  zip.file(path, laidOut);
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** The same file declaring its parts encrypted, as Hangul's 문서 암호 writes it (ODF manifest encryption-data). */
export async function encryptedHwpx(hwpx: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(hwpx);
  zip.file(
    'META-INF/manifest.xml',
    `<?xml version="1.0" encoding="UTF-8"?><odf:manifest xmlns:odf="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><odf:file-entry odf:full-path="Contents/section0.xml" odf:media-type="application/xml"><odf:encryption-data odf:checksum-type="SHA1" odf:checksum="AAAA"><odf:algorithm odf:algorithm-name="http://www.w3.org/2001/04/xmlenc#aes256-cbc" odf:initialisation-vector="AAAA"/><odf:key-derivation odf:key-derivation-name="PBKDF2" odf:iteration-count="1024" odf:salt="AAAA"/></odf:encryption-data></odf:file-entry></odf:manifest>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** HWP 5's FileHeader flags (HWP 5.0 format, 파일 인식 정보): bit 1 password, bit 4 DRM. */
export const HWP5_FLAGS = { compressed: 1 << 0, encrypted: 1 << 1, drm: 1 << 4 } as const;

/**
 * An HWP 5 container (OLE compound file) with the given FileHeader flags and a body that is no HWP: enough for the
 * reader to decide on the header alone (password, DRM), or to fail on the body (damaged).
 */
export function hwp5Container(flags: number): Buffer {
  const header = Buffer.alloc(256);
  header.write('HWP Document File', 0, 'latin1');
  header.writeUInt32LE(0x05000300, 32); // version 5.0.3.0
  header.writeUInt32LE(flags, 36);
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/FileHeader', header);
  CFB.utils.cfb_add(container, '/DocInfo', Buffer.from('not a record stream'));
  CFB.utils.cfb_add(container, '/BodyText/Section0', Buffer.from([0xde, 0xad, 0xbe, 0xef]));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

export function writeFixture(dir: string, name: string, bytes: Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}
