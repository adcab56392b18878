import { getFormatter, getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import { KvCard } from '@/components/layout/kv-table';
import { formatPct } from '@/lib/format';
import type { ChainLinkView, OwnershipView } from '@/lib/registry/ownership-view';
import styles from './reports.module.css';

/** One chain as holder → share → … → the subject, with the share each link holds in the next. */
function ChainPath({ chain, label, subject }: { chain: ChainLinkView[]; label: string; subject: string }) {
  return (
    <li aria-label={label}>
      {chain.map((link, li) => (
        <Fragment key={li}>
          <span className={styles.node}>{link.name}</span>
          <ChainShare pct={link.pct} />
        </Fragment>
      ))}
      <span className={`${styles.node} ${styles.nodeSubject}`}>{subject}</span>
    </li>
  );
}

async function ChainShare({ pct }: { pct: number }) {
  const t = await getTranslations('aiReport');
  const format = await getFormatter();
  return (
    <span className={styles.arrow}>
      <span className="visually-hidden">{t('ownership.holds')}</span>
      {formatPct(format, pct)}
      <span aria-hidden="true"> →</span>
    </span>
  );
}

/**
 * Control and beneficial ownership as the facts layer concluded them (lib/facts/control.ts; names from
 * `OwnershipView`): the 控股股东 and 实际控制人 with the control chain, any cross-holding loop, and one card per
 * 受益所有人 with the criterion met and every ownership and control chain. Used by the KYC report and the company
 * profile; the rule it applies is stated under it (`aiReport.ownership.threshold`).
 */
export async function UboSection({ ownership: o, note }: { ownership: OwnershipView; note?: string }) {
  const t = await getTranslations('aiReport');
  const format = await getFormatter();
  const pct = (v: number) => formatPct(format, v);
  const subject = t('ownership.subject');
  return (
    <>
      <KvCard
        caption={t('ownership.summaryCaption')}
        captionHidden
        className={styles.spaced}
        rows={[
          [
            t('ownership.controllingShareholder'),
            o.controllingShareholder
              ? t('ownership.controllingValue', {
                  name: o.controllingShareholder.name,
                  pct: pct(o.controllingShareholder.pct),
                  test: o.controllingShareholder.test,
                })
              : t('ownership.noControllingShareholder'),
          ],
          [
            t('ownership.actualController'),
            o.actualControllers.length
              ? t('ownership.controllerValue', {
                  names: o.actualControllers.map((c) => c.name).join(' / '),
                  votes: pct(o.controlVotes),
                })
              : t('ownership.noActualController'),
          ],
          ...(o.loops.length ? [[t('ownership.loops'), o.loops.map((l) => l.join(' → ')).join('；')] as const] : []),
        ]}
      />
      {o.controlPaths.length ? (
        <>
          <h3 className={styles.pathsTitle}>{t('ownership.controlPaths')}</h3>
          <ol className={`${styles.paths} ${styles.controlPaths}`}>
            {o.controlPaths.map((chain, i) => (
              <ChainPath key={i} chain={chain} label={t('ownership.pathLabel', { n: i + 1 })} subject={subject} />
            ))}
          </ol>
        </>
      ) : null}
      <div className={styles.ubos}>
        {o.ubos.map((u) => (
          <article key={u.personId} className={`card ${styles.ubo}`}>
            <h3>{u.name}</h3>
            <p className={styles.uboPct} data-figure={`ubo-${u.personId}`} data-value={u.pct}>
              {t('ownership.effective', { pct: pct(u.pct) })}
            </p>
            <p className="muted" data-ubo-basis={u.bases.join('+')}>
              {t(`ownership.control.${u.control}`)}
            </p>
            {u.paths.length ? (
              <>
                <h4 className={styles.pathsTitle}>{t('ownership.paths')}</h4>
                <ol className={styles.paths}>
                  {u.paths.map((path, pi) => (
                    <ChainPath
                      key={pi}
                      chain={path}
                      label={t('ownership.pathLabel', { n: pi + 1 })}
                      subject={subject}
                    />
                  ))}
                </ol>
              </>
            ) : null}
          </article>
        ))}
      </div>
      {note ? <p>{note}</p> : null}
      <p className="muted">{t('ownership.threshold')}</p>
    </>
  );
}
