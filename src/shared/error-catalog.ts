// The one catalog of what the window and the export say when something fails: a Korean sentence for every error
// code, and for every reason (error-reasons.ts) a sentence with its details and what to do — in the window's own
// terms (파일 추가, 설정 > 언어 모델), never a command-line flag. The core's English messages stay for the terminal.
import type { ErrorCode } from './errors';
import type { CsvColumn, ErrorReason, ErrorReasonId, HwpLookalike, PdfLookalike, ReasonOf, SettingField } from './error-reasons';

export interface KoreanMessage {
  /** What happened, one sentence. */
  message: string;
  /** What to do about it, when there is something to do. */
  action?: string | undefined;
}

const LLM_SETTINGS = '설정 > 언어 모델';
const WITHOUT_LLM = `언어 모델 없이 답하려면 ${LLM_SETTINGS} > 종류를 '없음 (추출식 답변)'으로 두세요.`;
const ADD_AGAIN = '라이브러리에서 다시 추가해 보세요.';
const TEAM_SETTINGS = '설정 > 팀 라이브러리';
/** What still works when the team library cannot be reached: everything on this laptop. */
const TEAM_OFFLINE = '이 노트북의 라이브러리로 검색·답변·검증은 그대로 됩니다.';
const TEAM_ADMIN = '팀 데이터베이스 관리자에게 알리세요 (설치 안내의 「팀 라이브러리」).';

/** When an error carries no reason: what its code means for a person. */
export const ERROR_CODE_MESSAGES: Readonly<Record<ErrorCode, KoreanMessage>> = {
  INVALID_INPUT: { message: '입력한 값을 처리할 수 없습니다.', action: '값을 확인하고 다시 해 보세요.' },
  UNKNOWN_CALL: { message: '창과 앱 본체의 버전이 서로 맞지 않습니다.', action: '앱을 닫았다가 다시 여세요.' },
  NOT_FOUND: { message: '찾는 항목이 없습니다.', action: '목록을 새로 고친 뒤 다시 해 보세요.' },
  DB_ERROR: { message: '라이브러리 데이터베이스를 읽거나 쓰지 못했습니다.', action: '앱을 다시 시작하고, 또 그러면 데이터베이스 파일의 위치와 권한을 확인하세요.' },
  SCHEMA_TOO_NEW: { message: '이 라이브러리는 더 새 버전의 앱이 만든 것입니다.', action: '앱을 새 버전으로 올리세요.' },
  MODEL_MISSING: { message: '필요한 모델이 없습니다.', action: '설정 > 모델에서 상태를 확인하세요.' },
  INGEST_FAILED: { message: '파일을 라이브러리에 넣지 못했습니다.', action: ADD_AGAIN },
  LLM_ERROR: { message: '언어 모델이 답하지 못했습니다.', action: `${LLM_SETTINGS}을 확인하세요. ${WITHOUT_LLM}` },
  CANCELLED: { message: '취소했습니다.' },
  TIMEOUT: { message: '정해진 시간 안에 끝나지 않아 멈췄습니다.', action: '다시 해 보세요.' },
  UNAUTHORIZED: { message: '이 창의 접속 열쇠가 맞지 않습니다.', action: '앱이 알려 준 주소로 창을 다시 여세요.' },
  TEAM_ERROR: { message: '팀 라이브러리와 주고받지 못했습니다.', action: `이 노트북의 라이브러리로는 그대로 일할 수 있습니다. ${TEAM_SETTINGS}을 확인하세요.` },
  INTERNAL: { message: '예기치 않은 오류가 났습니다.', action: '다시 해 보고, 또 그러면 앱을 다시 시작하세요.' },
};

const LOOKALIKE: Readonly<Record<PdfLookalike, string>> = {
  zip: '압축 파일(ZIP: HWPX·DOCX 문서나 압축한 폴더)',
  html: '웹 페이지(HTML)',
  png: 'PNG 그림',
  jpeg: 'JPEG 그림',
  gif: 'GIF 그림',
  ole: '한글(HWP)이나 옛 오피스 문서',
  rtf: 'RTF 문서',
};

const HWP_LOOKALIKE: Readonly<Record<HwpLookalike, string>> = {
  pdf: 'PDF',
  docx: '워드(DOCX) 문서',
  xlsx: '엑셀(XLSX) 표',
  xls: '옛 엑셀(XLS) 표',
  image: '그림',
  hwpml: '한글 XML(HWPML) 문서',
};
const RESAVE_HWP = '한글에서 열어 다시 저장하거나 PDF로 저장해 추가하세요.';

/** A CSV column as the reviewer writes it, with what it holds. */
export const CSV_COLUMN_LABEL: Readonly<Record<CsvColumn, string>> = {
  jurisdiction: '관할(jurisdiction)',
  zone_district: '용도지역(zone_district)',
  bcr_max: '건폐율 상한(bcr_max)',
  far_min: '용적률 하한(far_min)',
  far_max: '용적률 상한(far_max)',
  law_name: '법령(law_name)',
  article: '조문(article)',
  activity: '행위(activity)',
  permission: '허가 구분(permission)',
  conditions: '조건(conditions)',
};

/** Each setting the window shows: its label there, and what values it takes. */
export const SETTING_LABEL: Readonly<Record<SettingField, { label: string; rule: string }>> = {
  'verification.passThreshold': { label: '통과 기준 점수', rule: '0–100, 재검토 기준 점수 이상' },
  'verification.retryThreshold': { label: '재검토 기준 점수', rule: '0–100, 통과 기준 점수 이하' },
  'verification.maxAttempts': { label: '최대 생성 횟수', rule: '1–5의 정수' },
  'verification.useLlm': { label: '언어 모델로 검증 보조', rule: '켜기 또는 끄기' },
  'understanding.temperature': { label: '분류 온도 T', rule: '0보다 크고 10 이하' },
  'understanding.thresholdA': { label: '확신 기준 A', rule: '0–1, 확신 기준 B 이상' },
  'understanding.thresholdB': { label: '확신 기준 B', rule: '0–1, 확신 기준 A 이하' },
  'understanding.maxClarifyRetry': { label: '최대 되묻기', rule: '0–5의 정수' },
  'dates.referenceDate': { label: '기준일', rule: 'YYYY-MM-DD 형식의 날짜, 오늘을 쓰려면 비워 두기' },
  'place.defaultPlace': { label: '기본 지역', rule: '목록의 시·도와 시·군·구에서 고르기' },
  'llm.provider': { label: '종류', rule: '목록에서 고르기' },
  'llm.baseURL': { label: '서버 주소', rule: '서버가 알려 주는 전체 주소' },
  'llm.model': { label: '모델 이름', rule: '서버가 나열하는 이름' },
  'llm.temperature': { label: '언어 모델 온도', rule: '0–2' },
  'llm.timeoutMs': { label: '응답 대기 시간', rule: '0.1초 이상' },
  'llm.maxRetries': { label: '재시도 횟수', rule: '0–10' },
  'llm.maxTokens': { label: '최대 답변 길이', rule: '1 이상' },
  'team.url': { label: '팀 데이터베이스 주소', rule: '팀 관리자가 알려 준 주소 그대로 (비밀번호는 빼고 비밀번호 칸에)' },
  'team.places': { label: '받을 지역', rule: '목록의 시·도와 시·군·구에서 고르기 (60곳까지)' },
  'team.syncOnStart': { label: '시작할 때 동기화', rule: '켜기 또는 끄기' },
};

const quoted = (value: string) => `“${value}”`;
const jurisdictionHelp = "전국, 시·도(서울, 경기도) 또는 '시·도 시·군·구'(서울특별시 종로구)로 쓰세요.";

type Writers = { [Id in ErrorReasonId]: (reason: ReasonOf<Id>) => KoreanMessage };

const REASONS: Writers = {
  'file.not-pdf': ({ looksLike }) =>
    looksLike
      ? { message: `PDF가 아닙니다: 이름만 .pdf인 ${LOOKALIKE[looksLike]} 파일입니다.`, action: '그 파일을 만든 프로그램에서 열어 PDF로 저장(또는 PDF로 인쇄)한 뒤 추가하세요.' }
      : { message: 'PDF가 아닙니다: 파일이 PDF의 머리말로 시작하지 않습니다.', action: '파일이 손상되었거나 다른 형식의 이름만 바꾼 것인지 확인하고, 원본을 다시 받아 추가하세요.' },
  'file.unsupported-type': ({ extension }) => ({ message: `읽을 수 없는 파일 형식입니다 (${extension}).`, action: 'PDF, 한글(HWP·HWPX), Markdown, 텍스트 파일만 추가할 수 있습니다.' }),
  'file.too-large': ({ limitMb, sizeMb }) => ({
    message: `파일이 너무 큽니다${sizeMb === null ? '' : ` (${sizeMb} MB)`}: 한 파일은 ${limitMb} MB까지 읽습니다.`,
    action: '문서를 몇 개로 나누어 저장한 뒤 나눈 파일을 추가하세요.',
  }),
  'file.empty': () => ({ message: '빈 파일입니다 (0바이트).', action: '내용이 있는 원본을 다시 받아 추가하세요.' }),
  'file.no-text': () => ({ message: '색인할 글자가 없는 파일입니다.', action: '글자가 들어 있는 파일인지 확인하세요.' }),
  'file.not-regular': () => ({ message: '문서 파일이 아닙니다 (장치, 파이프 또는 폴더).', action: '문서 파일을 고르세요.' }),
  'file.missing': () => ({ message: '파일을 읽기 전에 파일이 없어졌습니다.', action: '파일이 그 자리에 있는지 확인하고 다시 추가하세요.' }),
  'file.permission': () => ({ message: '이 파일을 읽을 권한이 없습니다.', action: '파일의 권한을 확인하거나, 읽을 수 있는 곳에 복사해 추가하세요.' }),
  'file.upload-interrupted': () => ({ message: '업로드가 중간에 끊겼습니다.', action: '파일을 다시 끌어 놓으세요.' }),
  'file.too-many': ({ limit }) => ({ message: `한 번에 ${limit}개까지 올릴 수 있습니다.`, action: '파일을 나누어 여러 번 추가하세요.' }),
  'file.not-kept': () => ({ message: '올린 파일을 라이브러리에 보관하지 못했습니다.', action: '다시 끌어 놓고, 또 실패하면 디스크의 남은 공간을 확인하세요.' }),
  'file.ingest-crashed': () => ({ message: '이 파일을 읽는 중 처리 과정이 멈췄습니다. 이 파일에서는 아무것도 저장하지 않았습니다.', action: ADD_AGAIN }),
  'file.cancelled': () => ({ message: '저장하기 전에 추가를 취소했습니다.', action: '다시 추가하면 읽습니다.' }),
  'file.same-content': ({ existing }) => ({ message: `이미 들어 있는 ${quoted(existing)}와(과) 내용이 같습니다.` }),
  'file.unexpected': () => ({ message: '이 파일을 읽는 중 예기치 않은 오류가 났습니다.', action: ADD_AGAIN }),
  'pdf.encrypted': () => ({ message: '암호가 걸린 PDF라 읽을 수 없습니다.', action: '암호를 푼 사본을 저장해 추가하세요.' }),
  'pdf.damaged': ({ truncated }) =>
    truncated
      ? { message: 'PDF가 중간에 잘렸습니다 (파일 끝 표시가 없습니다).', action: '원본을 다시 받거나 복사해 추가하세요.' }
      : { message: 'PDF가 손상되어 읽을 수 없습니다.', action: '원본을 다시 받아 추가하거나, 새 PDF로 인쇄해 추가하세요.' },
  'pdf.no-text': ({ unreadablePercent }) =>
    unreadablePercent === null
      ? { message: 'PDF에 글자 층이 없습니다 (스캔했거나 그림으로만 된 쪽).', action: '글자를 고를 수 있는 PDF를 구해 추가하세요. 그림 속 글자 인식은 아직 지원하지 않습니다.' }
      : { message: `글자를 읽을 수 없는 PDF입니다: 글자의 ${unreadablePercent}%가 글꼴의 문자 정보가 없는 코드입니다.`, action: '새 PDF로 인쇄해 추가하거나, 텍스트 사본을 추가하세요.' },
  'pdf.too-many-pages': ({ pages, max }) => ({ message: `PDF가 ${pages}쪽입니다: 한 파일은 ${max}쪽까지 읽습니다.`, action: '문서를 나누어 추가하세요.' }),
  'pdf.reader-stopped': () => ({ message: 'PDF를 읽는 도구가 이 파일에서 멈췄습니다.', action: '다시 추가해 보고, 또 멈추면 새 PDF로 인쇄해 추가하세요.' }),
  'hwp.encrypted': () => ({ message: '암호가 걸린 한글 문서(HWP·HWPX)라 읽을 수 없습니다.', action: '한글에서 열어 암호를 푼 사본을 저장한 뒤 추가하세요.' }),
  'hwp.drm': () => ({ message: '문서보안(DRM)이 걸린 한글 문서라 읽을 수 없습니다.', action: '문서를 보낸 기관 등 보안을 풀 권한이 있는 곳에서 보안을 해제한 사본을 받아 추가하세요.' }),
  'hwp.damaged': ({ partial }) =>
    partial
      ? { message: '한글 문서가 손상되어 일부만 읽혔습니다. 반쪽 문서는 넣지 않았습니다.', action: '원본을 다시 받거나, 한글에서 열어 다시 저장한 뒤 추가하세요.' }
      : { message: '한글 문서가 손상되었거나 잘려서 읽을 수 없습니다.', action: '원본을 다시 받거나, 한글에서 열어 다시 저장한 뒤 추가하세요.' },
  'hwp.not-hwp': ({ looksLike }) =>
    looksLike
      ? { message: `한글 문서가 아닙니다: 이름만 한글 문서인 ${HWP_LOOKALIKE[looksLike]} 파일입니다.`, action: '파일 이름의 확장자를 실제 형식에 맞게 고쳐 추가하세요.' }
      : { message: '한글 문서가 아닙니다: 파일이 HWP나 HWPX 형식으로 시작하지 않습니다.', action: '파일이 손상되었거나 다른 형식의 이름만 바꾼 것인지 확인하고, 원본을 다시 받아 추가하세요.' },
  'hwp.too-large-expanded': () => ({ message: '압축을 풀면 지나치게 커지는 파일이라 읽지 않았습니다.', action: RESAVE_HWP }),
  'hwp.reader-stopped': ({ limit, seconds }) => ({
    message:
      limit === 'time'
        ? `한글 문서를 읽는 데 ${seconds ?? '정해진 시간'}${seconds === null ? '' : '초'}를 넘겨 멈췄습니다.`
        : limit === 'memory'
          ? '한글 문서를 읽는 데 메모리를 너무 많이 써서 멈췄습니다.'
          : '한글 문서를 읽는 도구가 이 파일에서 멈췄습니다.',
    action: RESAVE_HWP,
  }),
  'upload.failed': ({ status }) => ({ message: `업로드가 실패했습니다 (서버 응답 ${status}).`, action: '파일을 다시 끌어 놓으세요.' }),
  'upload.cancelled': () => ({ message: '업로드를 취소했습니다. 라이브러리에는 아무것도 추가하지 않았습니다.' }),
  'connection.lost': () => ({ message: '앱의 서버가 답하지 않습니다.', action: '앱이 아직 켜져 있는지 확인하고, 앱이 알려 준 주소로 창을 다시 여세요.' }),
  'embedding.skipped': () => ({ message: '새 문서의 임베딩을 건너뛰었습니다.', action: '라이브러리의 "다시 임베딩"으로 채우세요.' }),
  'embedding.stopped': () => ({ message: '임베딩이 중간에 멈췄습니다.', action: '라이브러리의 "다시 임베딩"으로 이어서 채우세요.' }),
  'document.not-found': ({ document }) => ({ message: `라이브러리에 이 문서(번호 ${document})가 없습니다.`, action: '라이브러리 목록을 새로 고치세요.' }),
  'document.no-page': ({ page, pages }) => ({ message: `이 문서에는 ${page}쪽이 없습니다 (모두 ${pages}쪽).`, action: `1쪽에서 ${pages}쪽 사이를 여세요.` }),
  'document.file-missing': ({ file }) => ({ message: `${quoted(file)} 파일이 추가했던 자리에 없습니다.`, action: '파일을 제자리에 두거나, 라이브러리에서 파일을 다시 추가하세요.' }),
  'document.file-changed': ({ file }) => ({ message: `${quoted(file)} 파일이 추가한 뒤에 바뀌어, 쪽이 인용과 맞지 않을 수 있습니다.`, action: '라이브러리에서 파일을 다시 추가하세요.' }),
  'document.too-large-to-show': ({ file, sizeMb }) => ({ message: `${quoted(file)} 파일은 ${sizeMb} MB라 여기서 보여 줄 수 없습니다.`, action: 'PDF 보기 프로그램에서 여세요.' }),
  'csv.not-utf8': ({ file }) => ({ message: `${quoted(file)} 파일이 UTF-8 인코딩이 아닙니다.`, action: "스프레드시트에서 'CSV UTF-8' 형식으로 저장해 다시 가져오세요." }),
  'csv.malformed': ({ file }) => ({ message: `${quoted(file)} 파일을 CSV로 읽을 수 없습니다.`, action: '따옴표와 구분 기호(쉼표)를 확인하세요.' }),
  'csv.bad-header': ({ file, expected, missing, found }) => ({
    message: `${quoted(file)}의 첫 줄(머리글)은 정확히 ${expected.join(',')} 이어야 합니다.`,
    action: found === null ? '파일이 비어 있습니다.' : missing.length > 0 ? `빠진 열: ${missing.map((column) => CSV_COLUMN_LABEL[column]).join(', ')}.` : `열이 ${found}개이거나 순서가 다릅니다: 위 순서대로 맞추세요.`,
  }),
  'csv.not-a-file': ({ file }) => ({ message: `${quoted(file)}은(는) 파일이 아닙니다.`, action: 'CSV 파일을 고르세요.' }),
  'csv.too-large': ({ file, limitMb }) => ({ message: `${quoted(file)}이(가) ${limitMb} MB보다 큽니다.`, action: '규칙표는 이보다 훨씬 작습니다: 파일을 확인하세요.' }),
  'csv.unreadable': ({ file }) => ({ message: `${quoted(file)} 파일을 읽을 수 없습니다.`, action: '파일이 있는지와 권한을 확인하세요.' }),
  'csv.row.column-count': ({ expected, found }) => ({ message: `열이 ${expected}개여야 하는데 ${found}개입니다.`, action: '쉼표와 따옴표를 확인하세요.' }),
  'csv.row.not-a-number': ({ column, value }) => ({ message: `${CSV_COLUMN_LABEL[column]}에 숫자가 아닌 값 ${quoted(value)}이(가) 있습니다.`, action: '숫자(예: 60, 60%)를 쓰거나, 모르면 비워 두세요.' }),
  'csv.row.percent-out-of-range': ({ column }) => ({ message: `${CSV_COLUMN_LABEL[column]}은(는) 0에서 5000 사이의 퍼센트여야 합니다.` }),
  'csv.row.bcr-out-of-range': () => ({ message: `${CSV_COLUMN_LABEL.bcr_max}은 0보다 크고 100 이하여야 합니다.` }),
  'csv.row.empty': ({ column }) => ({ message: `${CSV_COLUMN_LABEL[column]}이(가) 비어 있습니다.`, action: column === 'jurisdiction' ? "전국 규칙이면 '전국'이라고 쓰세요." : undefined }),
  'csv.row.far-order': () => ({ message: `${CSV_COLUMN_LABEL.far_min}이 ${CSV_COLUMN_LABEL.far_max}보다 큽니다.` }),
  'csv.row.no-limit': () => ({ message: '건폐율·용적률 값이 하나도 없습니다.', action: `${CSV_COLUMN_LABEL.bcr_max}, ${CSV_COLUMN_LABEL.far_min}, ${CSV_COLUMN_LABEL.far_max} 중 하나는 채우세요.` }),
  'csv.row.bad-permission': ({ value }) => ({ message: `허가 구분 ${quoted(value)}을(를) 알 수 없습니다.`, action: '허용, 불허, 조건부허용 중 하나를 쓰세요.' }),
  'csv.row.conditions-missing': () => ({ message: `조건부허용에는 ${CSV_COLUMN_LABEL.conditions}을 적어야 합니다.` }),
  'csv.row.invalid': ({ column }) => ({ message: column ? `${CSV_COLUMN_LABEL[column]}의 값이 올바르지 않습니다.` : '이 줄의 값이 올바르지 않습니다.' }),
  'jurisdiction.unknown': ({ value }) => ({ message: `관할 ${quoted(value)}을(를) 알 수 없습니다.`, action: jurisdictionHelp }),
  'csv.row.beyond-law': ({ explanation }) => ({ message: `${explanation}.`, action: '조례의 값이 상위 법령의 범위 안에 있는지 확인하세요.' }),
  'rules.source-not-found': ({ source }) => ({ message: `규칙 출처(번호 ${source})가 없습니다.`, action: '규칙 화면을 새로 고치세요.' }),
  'settings.invalid': ({ fields }) => ({
    message: fields.length > 0 ? `설정값이 올바르지 않습니다: ${fields.map((field) => SETTING_LABEL[field].label).join(', ')}.` : '설정값이 올바르지 않습니다.',
    action: fields.length > 0 ? `${fields.map((field) => `${SETTING_LABEL[field].label}: ${SETTING_LABEL[field].rule}`).join('; ')}. 아무것도 바꾸지 않았습니다.` : '아무것도 바꾸지 않았습니다.',
  }),
  'input.invalid': () => ({ message: '입력한 값의 형식이 맞지 않습니다.', action: '칸을 비우지 말고 숫자 칸에는 숫자를 넣어 다시 해 보세요.' }),
  'llm.no-secure-storage': () => ({ message: '이 모드에는 키를 암호화해 둘 곳이 없어 키를 저장하지 않았습니다.', action: `${LLM_SETTINGS}의 키 칸 아래 안내대로 키를 환경 변수에 두세요.` }),
  'llm.unknown-provider': ({ value }) => ({ message: `알 수 없는 언어 모델 종류입니다 (${quoted(value)}).`, action: `${LLM_SETTINGS} > 종류에서 고르세요.` }),
  'llm.bad-base-url': ({ value }) => ({ message: `서버 주소 ${quoted(value)}이(가) 올바르지 않습니다.`, action: `${LLM_SETTINGS} > 서버 주소에 서버가 알려 주는 전체 주소(보통 /v1로 끝남)를 넣으세요.` }),
  'llm.needs-base-url': () => ({ message: '이 종류의 언어 모델에는 서버 주소가 필요합니다.', action: `${LLM_SETTINGS} > 서버 주소를 채우세요.` }),
  'llm.needs-model': () => ({ message: '모델 이름이 필요합니다.', action: `${LLM_SETTINGS} > 모델 이름을 채우세요 ("연결 테스트"가 서버의 모델 목록을 보여 줍니다).` }),
  'llm.needs-key': () => ({ message: 'API 키가 없습니다.', action: `${LLM_SETTINGS} > API 키를 넣으세요. ${WITHOUT_LLM}` }),
  'llm.timeout': ({ seconds, started, local }) => ({
    message: started ? `언어 모델 서버가 답하다가 ${seconds}초 넘게 멈췄습니다.` : `언어 모델 서버가 ${seconds}초 안에 답하지 않았습니다.`,
    action: local ? '이 컴퓨터에서 모델을 불러오거나 돌리는 데 시간이 걸릴 수 있습니다: 다시 해 보거나 더 작은 모델을 고르세요.' : '잠시 뒤 다시 해 보세요.',
  }),
  'llm.unreachable': ({ local }) => ({
    message: '언어 모델 서버에 연결할 수 없습니다.',
    action: `${local ? '서버 프로그램이 켜져 있는지와' : '인터넷 연결과'} ${LLM_SETTINGS} > 서버 주소를 확인하세요. ${WITHOUT_LLM}`,
  }),
  'llm.key-refused': ({ forbidden }) => ({
    message: forbidden ? '이 API 키로는 이 모델을 쓸 수 없다고 서버가 거절했습니다.' : '서버가 API 키를 받아들이지 않았습니다.',
    action: `${LLM_SETTINGS} > API 키를 확인하세요.`,
  }),
  'llm.model-not-found': ({ model }) => ({ message: `서버에 모델 ${quoted(model)}이(가) 없거나 서버 주소가 다릅니다.`, action: `"연결 테스트"로 서버의 모델 목록을 보고 ${LLM_SETTINGS} > 모델 이름을 고르세요.` }),
  'llm.no-quota': () => ({ message: 'API 키 계정의 사용 한도가 남지 않았습니다.', action: `계정의 요금제를 확인하세요. ${WITHOUT_LLM}` }),
  'llm.rate-limited': () => ({ message: '서버가 요청이 너무 많다며 계속 거절합니다.', action: '1분쯤 기다렸다가 다시 물어보세요.' }),
  'llm.server-error': ({ status }) => ({ message: `언어 모델 서버에서 오류가 났습니다 (서버 응답 ${status}).`, action: `서버가 바쁘거나 모델을 불러오지 못했을 수 있습니다: 다시 해 보세요. ${WITHOUT_LLM}` }),
  'llm.context-too-long': () => ({ message: '질문과 근거가 이 모델이 한 번에 읽을 수 있는 길이를 넘습니다.', action: '질문을 좁히거나, 더 긴 입력을 받는 모델을 고르세요.' }),
  'llm.rejected': ({ status }) => ({ message: `서버가 요청을 거절했습니다${status === null ? '' : ` (서버 응답 ${status})`}.`, action: `${LLM_SETTINGS}의 모델 이름과 서버 주소를 확인하세요.` }),
  'llm.bad-reply': () => ({ message: '서버의 답이 형식에 맞지 않습니다.', action: `${LLM_SETTINGS} > 서버 주소가 OpenAI 호환 서버의 주소인지 확인하세요.` }),
  'llm.bad-json': ({ cutOff }) => ({
    message: '언어 모델이 두 번 모두 형식에 맞지 않는 답을 보냈습니다.',
    action: cutOff ? '답이 최대 길이에서 잘렸습니다: 더 짧은 답을 요구하는 질문으로 다시 해 보세요.' : `더 큰 모델을 고르세요. ${WITHOUT_LLM}`,
  }),
  'llm.failed': () => ({ message: '언어 모델 요청이 실패했습니다.', action: `다시 해 보거나 ${LLM_SETTINGS}을 확인하세요.` }),
  'llm.cancelled': () => ({ message: '언어 모델 요청을 취소했습니다.' }),
  'question.empty': () => ({ message: '질문이 비어 있습니다.', action: '질문을 입력하세요 (예: 제2종일반주거지역 건폐율 상한은?).' }),
  'question.too-long': ({ chars, max }) => ({ message: `질문이 ${chars}자입니다: ${max}자까지 이해합니다.`, action: '질문만 짧게 쓰고, 자세한 내용은 다음 메시지로 이어 쓰세요.' }),
  'question.busy': () => ({ message: '이 질문은 이미 답하는 중입니다.', action: '답이 끝날 때까지 기다리세요.' }),
  'question.cancelled': () => ({ message: '질문을 취소했습니다.' }),
  'chat.session-not-found': () => ({ message: '이 대화를 찾을 수 없습니다.', action: '대화 목록에서 다시 고르거나 새 대화를 시작하세요.' }),
  'chat.conversation-not-found': () => ({ message: '되물은 질문을 찾을 수 없습니다.', action: '질문을 처음부터 다시 하세요.' }),
  'chat.already-answered': () => ({ message: '이 되물음에는 이미 답했습니다.', action: '새 질문을 하세요.' }),
  'search.timeout': ({ seconds }) => ({ message: `검색이 ${seconds}초 안에 끝나지 않아 멈췄습니다.`, action: '질문을 짧게 줄이거나 나누어 다시 물어보세요.' }),
  'search.stopped': () => ({ message: '검색이 중간에 멈췄습니다.', action: '다시 물어보세요.' }),
  'app.closing': () => ({ message: '앱이 닫히는 중이라 멈췄습니다.' }),
  'verify.answer-too-long': ({ chars, max }) => ({ message: `답변이 ${chars.toLocaleString('ko-KR')}자라 검증할 수 있는 ${max.toLocaleString('ko-KR')}자를 넘습니다.`, action: '답변을 나누어 검증하세요.' }),
  'model.no-folder': () => ({ message: '모델 폴더가 정해지지 않았습니다.', action: '모델 폴더를 정해 앱을 다시 시작하세요 (설정 > 모델에 찾는 폴더가 나옵니다).' }),
  'model.bad-id': ({ value }) => ({ message: `${quoted(value)}은(는) 모델 이름이 아닙니다.`, action: "'만든 곳/이름' 형식으로 쓰세요." }),
  'model.download-failed': ({ model, status }) => ({
    message: `모델 ${quoted(model)}을(를) 내려받지 못했습니다${status === null ? '' : ` (서버 응답 ${status})`}.`,
    action: '인터넷 연결을 확인하고 다시 받으세요. 인터넷이 없는 컴퓨터에는 다른 컴퓨터에서 받은 모델 폴더를 복사하세요.',
  }),
  'model.incomplete': ({ model }) => ({ message: `내려받은 ${quoted(model)}의 파일로는 모델 폴더가 되지 않습니다.`, action: '설정 > 모델에서 다시 내려받으세요.' }),
  'model.download-cancelled': () => ({ message: '내려받기를 취소했습니다. 아무것도 설치하지 않았습니다.' }),
  'model.missing': ({ model }) => ({ message: `모델 ${quoted(model)}이(가) 모델 폴더에 없습니다.`, action: '설정 > 모델에서 내려받거나, 다른 컴퓨터에서 받은 모델 폴더를 복사하세요.' }),
  'model.damaged': ({ model }) => ({ message: `모델 ${quoted(model)}의 폴더가 불완전하거나 손상되었습니다.`, action: '설정 > 모델에서 다시 내려받으세요.' }),
  'export.no-chromium': () => ({ message: 'PDF를 만들 Chromium을 찾지 못했습니다.', action: "Chrome이나 Chromium을 설치하거나, '인쇄' 버튼으로 브라우저에서 PDF로 저장하세요." }),
  'export.print-failed': () => ({ message: 'PDF를 인쇄하지 못했습니다.', action: "다시 해 보거나, '인쇄' 버튼으로 브라우저에서 PDF로 저장하세요." }),
  'export.print-timeout': ({ seconds }) => ({ message: `PDF 인쇄가 ${seconds}초 안에 끝나지 않아 멈췄습니다.`, action: "다시 해 보거나, '인쇄' 버튼으로 브라우저에서 PDF로 저장하세요." }),
  'export.not-an-answer': () => ({ message: '이 메시지는 내보낼 수 있는 답변이 아닙니다.', action: '답변 아래의 내보내기 단추를 쓰거나 대화 전체를 내보내세요.' }),
  'team.not-configured': () => ({ message: '팀 라이브러리가 설정되어 있지 않습니다.', action: `${TEAM_SETTINGS}에 팀 데이터베이스 주소를 넣으세요.` }),
  'team.unreachable': ({ server }) => ({ message: `팀 라이브러리 서버(${server})에 연결할 수 없습니다.`, action: `${TEAM_OFFLINE} 네트워크에 연결되면 다시 동기화하세요.` }),
  'team.auth-failed': ({ user }) => ({ message: `팀 데이터베이스가 계정 ${quoted(user)}의 접속을 거절했습니다.`, action: `${TEAM_SETTINGS}의 계정과 비밀번호를 확인하세요.` }),
  'team.no-database': ({ database }) => ({ message: `팀 서버에 데이터베이스 ${quoted(database)}이(가) 없습니다.`, action: `${TEAM_SETTINGS}의 주소를 확인하세요.` }),
  'team.not-set-up': () => ({ message: '팀 데이터베이스가 아직 준비되지 않았습니다.', action: TEAM_ADMIN }),
  'team.schema-old': ({ server, app }) => ({ message: `팀 데이터베이스의 형식(${server}판)이 이 앱의 형식(${app}판)보다 오래되었습니다.`, action: TEAM_ADMIN }),
  'team.schema-new': ({ server, app }) => ({ message: `팀 데이터베이스의 형식(${server}판)이 이 앱(${app}판)보다 새것입니다.`, action: '앱을 새 버전으로 올리세요.' }),
  'team.read-only': ({ user }) => ({ message: `계정 ${quoted(user)}은(는) 팀 라이브러리를 읽기만 할 수 있어 게시하지 않았습니다.`, action: '게시는 검토자 계정으로 하세요. 이 노트북의 문서는 그대로 있습니다.' }),
  'team.no-access': ({ user }) => ({ message: `계정 ${quoted(user)}은(는) 팀 라이브러리를 읽을 권한이 없습니다.`, action: TEAM_ADMIN }),
  'team.no-secure-storage': () => ({ message: '이 모드에는 비밀번호를 암호화해 둘 곳이 없어 저장하지 않았습니다.', action: `${TEAM_SETTINGS}의 비밀번호 칸 아래 안내대로 비밀번호를 환경 변수에 두세요.` }),
  'team.password-in-url': () => ({ message: '주소에 비밀번호가 들어 있습니다.', action: '주소에서 비밀번호를 빼고 비밀번호 칸에 넣으세요.' }),
  'team.server-error': ({ code }) => ({ message: `팀 데이터베이스에서 오류가 났습니다 (오류 번호 ${code}).`, action: `다시 해 보고, 또 그러면 ${TEAM_ADMIN}` }),
  'team.connection-lost': () => ({ message: '팀 라이브러리와의 연결이 중간에 끊겼습니다. 이 노트북의 라이브러리는 그대로입니다.', action: '다시 동기화하면 받던 곳부터 이어 받습니다.' }),
  'team.library-busy': () => ({ message: '이 노트북의 라이브러리에 다른 작업이 쓰고 있어 팀의 변경을 넣지 못했습니다.', action: '문서 추가가 끝난 뒤 다시 동기화하세요. 받은 것은 그대로 두었다가 이어서 넣습니다.' }),
  'db.read-only': () => ({ message: '라이브러리가 읽기 전용으로 열려 있어 바꿀 수 없습니다.', action: '쓰기 권한이 있는 데이터베이스 파일로 앱을 시작하세요.' }),
  'db.too-new': () => ({ message: '이 라이브러리는 더 새 버전의 앱이 만든 것입니다.', action: '앱을 새 버전으로 올리세요.' }),
  'db.damaged': () => ({ message: '데이터베이스 파일이 이 앱의 것이 아니거나 손상되었습니다.', action: '다른 데이터베이스 파일로 앱을 시작하세요.' }),
  'db.cannot-open': () => ({ message: '데이터베이스 파일을 열 수 없습니다.', action: '폴더가 있고 쓸 수 있는지 확인하세요.' }),
};

/** A reason in Korean, with its details. */
export function reasonMessage(reason: ErrorReason): KoreanMessage {
  return (REASONS[reason.id] as (reason: ErrorReason) => KoreanMessage)(reason);
}

/** What the window shows for an error: its reason's words, or its code's when it has none. */
export function errorMessage(error: { code: ErrorCode; reason?: ErrorReason | undefined }): KoreanMessage {
  return error.reason ? reasonMessage(error.reason) : ERROR_CODE_MESSAGES[error.code];
}

/** Anything a promise rejected with: an ApiError's words, or — a library's own Error, say — the INTERNAL ones. */
export function failureMessage(failure: unknown): KoreanMessage {
  const error = failure as { code?: unknown; reason?: ErrorReason } | null;
  const code = typeof error?.code === 'string' && error.code in ERROR_CODE_MESSAGES ? (error.code as ErrorCode) : null;
  return code ? errorMessage({ code, reason: error?.reason }) : ERROR_CODE_MESSAGES.INTERNAL;
}

/** Message and action as one line (a table cell, a title). */
export function errorLine(message: KoreanMessage): string {
  return message.action ? `${message.message} ${message.action}` : message.message;
}
