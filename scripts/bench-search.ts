/**
 * Figures of the header search's site index (issue 11): serialised size per locale (raw and gzip) and the Chinese
 * recall on 20 hand-written queries — the share of queries whose expected page is among the first 5 hits.
 * Run: npm run bench:search. Prints figures; it is a benchmark, not a test.
 */
import { gzipSync } from 'node:zlib';
import { buildSiteIndex, loadSiteIndex, searchSite } from '@/lib/search/site-index';
import { siteIndexMessages } from '@/lib/search/site-index-messages';

const locales = siteIndexMessages;

/** What a prospect would type (not copied from page titles), and the page they should find. */
const zhQueries: [string, string][] = [
  ['受益所有人', 'service.kycDueDiligence'],
  ['股权穿透', 'service.kycDueDiligence'],
  ['个人信息保护', 'service.kycIndividualDue'],
  ['财务报表分析', 'service.financeDueDiligence'],
  ['银行流水', 'service.waterDueDiligence'],
  ['失信被执行', 'service.judicialDueDiligence'],
  ['视频尽调', 'service.remoteDueDiligence'],
  ['贷后监测', 'service.riskWarning'],
  ['负面新闻', 'service.publicOpinionWarning'],
  ['名单批量筛查', 'service.batchPreliminaryScreening'],
  ['曾用名匹配', 'service.exactMatch'],
  ['关系图谱', 'service.intelligentAssociation'],
  ['审批流程编排', 'service.decisionMap'],
  ['获客线索', 'service.marketingPortrait'],
  ['担保圈', 'solution.guarantee'],
  ['保理', 'solution.factoring'],
  ['租赁物', 'solution.leasing'],
  ['网约车司机', 'solution.driver'],
  ['利益冲突', 'solution.lawFirm'],
  ['自动审批', 'case.Txd'],
];

for (const [locale, messages] of Object.entries(locales)) {
  const json = JSON.stringify(buildSiteIndex(messages));
  console.log(
    `${locale}: index ${(json.length / 1024).toFixed(1)} KiB raw, ${(gzipSync(json).length / 1024).toFixed(1)} KiB gzip`,
  );
}

const index = loadSiteIndex(JSON.stringify(buildSiteIndex(locales['zh-CN'])));
let hits1 = 0;
let hits5 = 0;
for (const [q, expected] of zhQueries) {
  const ids = searchSite(index, q, 5).map((h) => h.id);
  const rank = ids.indexOf(expected) + 1;
  if (rank === 1) hits1++;
  if (rank > 0) hits5++;
  console.log(
    `${rank ? `#${rank}` : 'miss'}\t${q}\t→ ${expected}${rank === 1 ? '' : `\t(got ${ids.slice(0, 3).join(', ')})`}`,
  );
}
console.log(
  `Chinese recall on ${zhQueries.length} queries: ${hits5}/${zhQueries.length} in the top 5, ${hits1}/${zhQueries.length} first`,
);
