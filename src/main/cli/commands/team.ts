// `geungeo team setup | status | sync | publish | configure | submit`: the team library from a terminal, through the
// same contract calls as the window (setup, an administrator's task, needs no library of its own).
import type { Command } from 'commander';
import type { CallOutput, TeamChange, TeamProgress } from '../../../shared/contract';
import { GeungeoError } from '../../../shared/errors';
import { parseTeamUrl, withoutPassword } from '../../../shared/team-url';
import { setUpTeamDatabaseAt } from '../../team/setup';
import { withCore, type CoreOptions } from '../context';
import { printFields, printJson, type CliIO } from '../output';

const DB_OPTION = ['--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)'] as const;

/** One line per stage on stderr, so stdout stays the report. */
const progressLines = (io: CliIO, json: boolean | undefined) => (event: string, payload: unknown) => {
  if (json || event !== 'team.progress') return;
  const { stage, done, total, name } = payload as TeamProgress;
  if (stage === 'downloading' && done !== undefined && total) io.stderr(`받는 중 ${done}/${total}${name ? ` · ${name}` : ''}\n`);
  if (stage === 'applying') io.stderr(`라이브러리에 넣는 중 (${total ?? 0}건)\n`);
  if (stage === 'publishing' && name) io.stderr(`게시 중 ${(done ?? 0) + 1}/${total ?? '?'} · ${name}\n`);
};

const names = (changes: readonly TeamChange[]) => (changes.length === 0 ? '0' : `${changes.length} (${changes.map((change) => change.name).join(', ')})`);

export function registerTeam(program: Command, io: CliIO): void {
  const team = program.command('team').description('the team library on PostgreSQL: pull the team’s changes, publish a reviewer’s, set it up');

  team
    .command('setup')
    .description('(administrator) create or upgrade the team database’s tables and its two roles, <database>_reader and <database>_reviewer')
    .option('--url <url>', 'postgres://admin@host:5432/database of a user who may create tables and roles (default: $GEUNGEO_TEAM_URL)')
    .option('--json', 'print JSON')
    .action(async (options: { url?: string; json?: boolean }) => {
      const url = options.url ?? io.env.GEUNGEO_TEAM_URL;
      const address = url ? parseTeamUrl(url) : null;
      if (!url || !address) throw new GeungeoError('INVALID_INPUT', 'setup needs the team database’s address', { hint: 'give --url postgres://admin@host:5432/geungeo or set GEUNGEO_TEAM_URL' });
      const result = await setUpTeamDatabaseAt({ url: withoutPassword(url), password: address.password ?? (io.env.GEUNGEO_TEAM_PASSWORD || undefined), source: 'env' });
      if (options.json) return printJson(io, result);
      io.stdout(`팀 데이터베이스 ${address.database}: 형식 ${result.from}판 → ${result.to}판.\n`);
      io.stdout(`역할: ${result.roles.reviewer} (검토자: 게시), ${result.roles.reader} (현장: 읽기와 제출 기록).\n`);
      io.stdout(`사용자 추가 예: CREATE ROLE kim LOGIN PASSWORD '…' IN ROLE ${result.roles.reviewer};\n`);
    });

  team
    .command('status')
    .description('which team database, the team version this library holds, when it last synced and what changed')
    .option(...DB_OPTION)
    .option('--json', 'print JSON')
    .action(async (options: CoreOptions & { json?: boolean }) => {
      const status = await withCore(options, io.env, ({ call }) => call('team.status'));
      if (options.json) return printJson(io, status);
      printStatus(io, status);
    });

  team
    .command('sync')
    .description('pull every change since this library’s team version (all of it or nothing), and send waiting audit records')
    .option(...DB_OPTION)
    .option('--json', 'print one JSON report')
    .action(async (options: CoreOptions & { json?: boolean }) => {
      const report = await withCore(options, io.env, ({ call }) => call('team.sync'), { createsDatabase: true, emit: progressLines(io, options.json) });
      if (options.json) return printJson(io, report);
      printFields(io, [
        ['팀 버전', report.from_version === null || report.from_version === report.version ? `${report.version}` : `${report.from_version} → ${report.version}`],
        ['추가', names(report.added)],
        ['교체', names(report.replaced)],
        ['삭제', names(report.removed)],
        ['이미 있던 문서', report.adopted],
        ['규칙 CSV', report.rule_imports],
        ['분류 예시', report.examples],
        ['벡터', report.vectors],
        ['보낸 제출 기록', report.audit_sent],
        ['걸린 시간', `${report.ms} ms`],
      ]);
    });

  team
    .command('publish')
    .description('(reviewer) publish this library’s documents that are not yet the team’s, team documents deleted here, CSV rule imports and labelled examples')
    .argument('[ids...]', 'only these documents (numbers from `geungeo documents`)')
    .option(...DB_OPTION)
    .option('--json', 'print one JSON report')
    .action(async (ids: string[], options: CoreOptions & { json?: boolean }) => {
      const documents = ids.length > 0 ? ids.map(Number) : undefined;
      const report = await withCore(options, io.env, ({ call }) => call('team.publish', documents ? { documents } : {}), { emit: progressLines(io, options.json) });
      if (options.json) return printJson(io, report);
      for (const row of report.documents) io.stdout(`${row.status === 'published' ? '게시' : row.status === 'unchanged' ? '그대로' : '실패'}  ${row.name}${row.replaced.length > 0 ? ` (교체: ${row.replaced.map((change) => change.name).join(', ')})` : ''}\n`);
      printFields(io, [
        ['팀 버전', report.version],
        ['게시', report.published],
        ['그대로', report.unchanged],
        ['실패', report.failed],
        ['삭제', names(report.deleted)],
        ['규칙 CSV', report.rule_imports],
        ['분류 예시', report.examples],
      ]);
      if (report.failed > 0) io.exitCode(1);
    });

  team
    .command('configure')
    .description('set the team database and what this laptop takes (the password comes from GEUNGEO_TEAM_PASSWORD; the desktop app keeps it encrypted)')
    .option('--url <url>', 'postgres://user@host:5432/database (without the password); "" for no team')
    .option('--places <places>', 'comma-separated 시·도 / 시·군·구 whose ordinances to take besides the national acts; "" for everything')
    .option('--sync-on-start', 'pull when the app starts')
    .option('--no-sync-on-start', 'pull only on demand')
    .option(...DB_OPTION)
    .option('--json', 'print JSON')
    .action(async (options: CoreOptions & { url?: string; places?: string; syncOnStart?: boolean; json?: boolean }) => {
      const settings = {
        ...(options.url !== undefined ? { url: options.url.trim() === '' ? null : options.url.trim() } : {}),
        ...(options.places !== undefined ? { places: options.places.split(',').map((place) => place.trim()).filter(Boolean) } : {}),
        ...(options.syncOnStart !== undefined ? { syncOnStart: options.syncOnStart } : {}),
      };
      const status = await withCore(options, io.env, ({ call }) => call('team.configure', { settings }), { createsDatabase: true });
      if (options.json) return printJson(io, status);
      printStatus(io, status);
    });

  team
    .command('submit')
    .description('file an answer (제출) in the team’s audit records: sent now when the team can be reached, else on the next sync')
    .argument('<session>', 'conversation number (`geungeo history`)')
    .argument('<message>', 'the answer’s message number')
    .option(...DB_OPTION)
    .option('--json', 'print JSON')
    .action(async (session: string, message: string, options: CoreOptions & { json?: boolean }) => {
      const result = await withCore(options, io.env, ({ call }) => call('team.submit', { session: Number(session), message: Number(message) }));
      if (options.json) return printJson(io, result);
      io.stdout(result.sent ? '제출 기록을 팀에 보냈습니다.\n' : '제출 기록을 두었습니다: 다음 동기화 때 팀에 보냅니다.\n');
    });
}

function printStatus(io: CliIO, status: CallOutput<'team.status'>): void {
  if (!status.configured) {
    io.stdout('팀 라이브러리가 설정되어 있지 않습니다 (GEUNGEO_TEAM_URL, 또는 geungeo team configure --url …).\n');
    return;
  }
  printFields(io, [
    ['팀 데이터베이스', `${status.server ?? ''}${status.source === 'env' ? ' (GEUNGEO_TEAM_URL)' : ''}`],
    ['권한', status.role === 'reviewer' ? '검토자 (게시 가능)' : status.role === 'reader' ? '읽기 전용' : '아직 연결한 적 없음'],
    ['팀 버전', status.version ?? '아직 동기화한 적 없음'],
    ['마지막 동기화', status.synced_at ?? '—'],
    ['받을 지역', status.settings.places.length > 0 ? `전국 법령 + ${status.settings.places.join(', ')}` : '전부'],
    ['문서', `팀 ${status.documents.team} · 이 노트북에만 ${status.documents.local_only} · 여기서 지운 팀 문서 ${status.documents.deleted_here}`],
    ['보낼 제출 기록', status.pending_audit],
    ...(status.last_error ? ([['마지막 오류', status.last_error.message]] as const) : []),
  ]);
}
