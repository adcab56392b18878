import { describe, expect, it } from 'vitest';
import { demoSubject } from '@/lib/demo-samples';
import { allRoutes, concretePaths } from '@/lib/routes';
import { companies } from '@/lib/sample-data/companies';
import { kycReports } from '@/lib/sample-data/kyc-reports';

describe('demo-centre sample subjects', () => {
  it('names the company and its risk level for every company and KYC sample', () => {
    for (const name of ['company', 'customerProfile', 'customerProfileDashboard']) {
      for (const path of concretePaths(allRoutes.find((r) => r.name === name)!)) {
        const ckey = path.split('/').pop()!;
        expect(demoSubject(path)).toEqual({
          kind: 'company',
          ckey,
          risk: companies[ckey as keyof typeof companies].customer.riskLevel,
        });
      }
    }
    for (const path of concretePaths(allRoutes.find((r) => r.name === 'kycReport')!)) {
      const report = kycReports[path.split('/').pop() as keyof typeof kycReports];
      expect(demoSubject(path)).toEqual({
        kind: 'company',
        ckey: report.ckey,
        risk: companies[report.ckey as keyof typeof companies].customer.riskLevel,
      });
    }
  });

  it('names the brand and its industry for brand samples, including a Chinese name in its encoded path', () => {
    expect(demoSubject(`/smallMicro/brand/${encodeURIComponent('青禾茶舍')}`)).toEqual({
      kind: 'brand',
      brand: '青禾茶舍',
      industry: 'catering',
    });
  });

  it('has no subject for pages without a sample parameter or for unknown paths', () => {
    expect(demoSubject('/industryAnalysis/region')).toBeNull();
    expect(demoSubject('/customerProfile/test')).toBeNull();
    expect(demoSubject('/company/ffffffffff')).toBeNull();
  });
});
