import { getTranslations } from 'next-intl/server';
import { TableScroll } from '@/components/layout/table-scroll';
import type { PrivacyHandler, PrivacyRecipient } from '@/lib/privacy';
import { contact } from '@/lib/site-config';
import { EmailText } from './email-text';
import styles from './legal.module.css';

/**
 * The handler's registered details under the privacy notice's first section (legal name, address, the
 * personal-information contact), each line shown only when configured (lib/privacy.ts); nothing when none is.
 */
export async function PrivacyHandlerDetails({ handler }: { handler: PrivacyHandler }) {
  const t = await getTranslations('privacyNotice.handler');
  const rows = [
    { key: 'legalName', value: handler.legalName },
    { key: 'address', value: handler.address },
    { key: 'contact', value: handler.contactName },
    {
      key: 'contactEmail',
      value: handler.contactEmail,
      href: handler.contactEmail && `mailto:${handler.contactEmail}`,
    },
    {
      key: 'contactPhone',
      value: handler.contactPhone,
      href: handler.contactPhone && `tel:${handler.contactPhone.replace(/\s+/g, '')}`,
    },
  ] as const;
  const shown = rows.filter((r) => r.value);
  if (shown.length === 0) return null;
  return (
    <dl className={styles.details} aria-label={t('title')} data-testid="privacy-handler">
      {shown.map((r) => (
        <div key={r.key}>
          <dt>{t(r.key)}</dt>
          <dd>{'href' in r && r.href ? <a href={r.href}>{r.value}</a> : r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The recipients table in the notice's sharing section: each configured recipient (hosting, email, sales-delivery
 * channels) with its role and the data it processes; a sentence pointing to the contact address when none is
 * configured.
 */
export async function PrivacyRecipients({ recipients }: { recipients: PrivacyRecipient[] }) {
  const t = await getTranslations('privacyNotice.recipients');
  if (recipients.length === 0) {
    return (
      <p data-testid="privacy-recipients-none">
        <EmailText text={t('none', { email: contact.email })} email={contact.email} />
      </p>
    );
  }
  return (
    <div data-testid="privacy-recipients">
      <h3>{t('title')}</h3>
      <p>{t('lead')}</p>
      <TableScroll label={t('caption')}>
        <table className={`data-table ${styles.table}`}>
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.role')}</th>
              <th scope="col">{t('columns.data')}</th>
            </tr>
          </thead>
          <tbody>
            {recipients.map((r) => (
              <tr key={r.id}>
                <th scope="row">{r.service ? t(`services.${r.service}`) : r.name}</th>
                <td>{t(`roles.${r.role}`)}</td>
                <td>{t(`data.${r.role}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
