'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { CompanyField, type CompanyOption } from '@/components/reports/company-field';
import { indexOfCkey, kycNoOf } from '@/lib/registry/keys';
import { pathFor } from '@/lib/routes';
import { defaultCkey } from '@/lib/sample-data/companies';
import own from '../live-demos.module.css';
import styles from '../try-it.module.css';

/**
 * The KYC/KYB "try it" form on /service/kycDueDiligence: find any of the 5,200 sample-registry companies (live entity
 * resolution, `GET /api/registry/search`) and open its KYC report (/dueDiligence/kyc/{kycNo}); the report number is
 * derived from the company's registry key (`kycNoOf`), so every company has one.
 */
export function KycPicker({ showcase }: { showcase: CompanyOption[] }) {
  const t = useTranslations('liveDemos.kyc');
  const [ckey, setCkey] = useState<string>(defaultCkey);
  const id = useId();
  const index = indexOfCkey(ckey);
  const kycNo = index >= 0 ? kycNoOf(index) : null;
  return (
    <form className={`card ${styles.screenForm}`} onSubmit={(e) => e.preventDefault()} data-demo="kyc">
      <div data-tour="kyc-company">
        <CompanyField
          id={`${id}-company`}
          value={ckey}
          onChange={setCkey}
          help={t('help')}
          showcase={showcase}
          search
        />
      </div>
      <ul className={own.kycChecks} data-tour="kyc-covers">
        {(['identity', 'ownership', 'ubo', 'screening', 'judicial', 'conclusion'] as const).map((k) => (
          <li key={k}>{t(`covers.${k}`)}</li>
        ))}
      </ul>
      {kycNo ? (
        <div className="btn-row">
          <Link
            className={`btn btn--primary ${own.wrapButton}`}
            href={pathFor('kycReport', { kycNo })}
            data-kyc-no={kycNo}
            data-tour="kyc-open"
          >
            {t('open', { no: kycNo })}
          </Link>
        </div>
      ) : null}
    </form>
  );
}
