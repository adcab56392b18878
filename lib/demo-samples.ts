/**
 * What a demo-centre link shows (issue 7, item 5): for a sample page with a parameter, the subject of the sample —
 * the company with its risk level (company profile, 360° view, dashboard, KYC report) or the chain brand with its
 * industry — instead of a raw path such as `/company/d4e8b6a2c1`. Read from the sample data in lib/sample-data/.
 */
import { matchRoute } from './routes';
import { brands } from './sample-data/brands';
import { companies, type RiskLevel } from './sample-data/companies';
import type { IndustryKey } from './sample-data/industry';
import { brandNames, isShowcase, kycNos, type BrandName, type Ckey, type KycNo } from './sample-data/keys';
import { kycReports } from './sample-data/kyc-reports';

export type DemoSubject =
  { kind: 'company'; ckey: Ckey; risk: RiskLevel } | { kind: 'brand'; brand: BrandName; industry: IndustryKey };

/**
 * The subject of the sample page at `path` (unprefixed, e.g. `/dueDiligence/kyc/KYC202611030001`), or null for a
 * page without one (static pages, unknown paths). The risk level is the bank-side risk level of the sample customer;
 * a KYC report's conclusion is the same figure (see `KycFigures`).
 */
export function demoSubject(path: string): DemoSubject | null {
  const match = matchRoute(path);
  if (!match) return null;
  const { ckey, kycNo, brandName } = match.params;
  if (ckey && isShowcase(ckey)) return { kind: 'company', ckey, risk: companies[ckey].customer.riskLevel };
  if (kycNo && (kycNos as readonly string[]).includes(kycNo)) {
    const report = kycReports[kycNo as KycNo];
    if (!isShowcase(report.ckey)) return null;
    return { kind: 'company', ckey: report.ckey, risk: companies[report.ckey].customer.riskLevel };
  }
  if (brandName && (brandNames as readonly string[]).includes(brandName)) {
    return { kind: 'brand', brand: brandName as BrandName, industry: brands[brandName as BrandName].industry };
  }
  return null;
}
