'use client';

import { useFormatter, useLocale, useMessages, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { companyText } from '@/lib/sample-data/company-text';
import { Icon, type IconName } from '@/components/icons/icon';
import { cachedLoader, standInPress, useLoadOnEngagement } from '@/components/lazy/engagement';
import { notify } from '@/components/shell/notify';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { pathFor } from '@/lib/routes';
import { onlineDocs, sortDocs, useOnlineDocs, type OnlineDoc } from './online-docs-store';
import { encodeDocState } from '@/lib/reports/online-docs';
import { reportFilePath, templateFileQuery } from '@/lib/reports/report-file-path';
import { templateSpecs } from '@/lib/reports/report-model';
import { defaultOptions } from '@/lib/reports/report-options';
import styles from './reports.module.css';

/**
 * Where a document opens, which is also its share link: the one-click report page (its URL is the whole state),
 * or the template studio with the document encoded in `?doc=` (lib/reports/online-docs.ts), which rebuilds the
 * same report with the same options in any browser.
 */
function docHref(doc: OnlineDoc) {
  return 'type' in doc.kind
    ? {
        pathname: pathFor('aiReportV1Generate'),
        query: { ckey: doc.ckey, type: doc.kind.type, ...(doc.authorised ? { auth: '1' } : {}) },
      }
    : { pathname: pathFor('aiReportV2'), query: { doc: encodeDocState(doc) } };
}

/** The document's PDF (rendered server-side in the page's language). */
function docPdf(doc: OnlineDoc, locale: Locale): string {
  if ('type' in doc.kind)
    return reportFilePath('ai', doc.ckey, { type: doc.kind.type, auth: doc.authorised ? '1' : undefined, locale });
  const options = doc.options ?? defaultOptions(templateSpecs[doc.kind.template].sections, locale);
  return reportFilePath('template', doc.ckey, templateFileQuery(doc.kind.template, { ...options, language: locale }));
}

/** The antd parts (online-docs-menus.tsx), fetched once. */
const loadMenus = cachedLoader(() => import('./online-docs-menus'));

/**
 * The visitor's documents (/AI/reportV2/onlineDoc): open, pin / unpin, download (the PDF, from the server), delete,
 * and a "more" menu with rename, duplicate and share (rename and share in draggable dialogs). The list lives in
 * this browser's localStorage (see `online-docs-store.ts`). It renders without antd: the confirmation, the menu and
 * the dialogs (online-docs-menus.tsx) arrive when the visitor starts using the page, and a press on a row's delete
 * or "more" button before then fetches them and opens what was pressed.
 */
export function OnlineDocs() {
  const t = useTranslations('aiReport.onlineDoc');
  const ta = useTranslations('aiReport');
  const format = useFormatter();
  const locale = useLocale();
  const messages = useMessages();
  const docs = sortDocs(useOnlineDocs());
  const { value: menus, request } = useLoadOnEngagement(loadMenus);
  const [pending, setPending] = useState<{ id: string; action: 'delete' | 'more' } | null>(null);
  const [renaming, setRenaming] = useState<{ doc: OnlineDoc; value: string } | null>(null);
  const [sharing, setSharing] = useState<OnlineDoc | null>(null);
  const id = useId();

  const kindName = (doc: OnlineDoc) =>
    'type' in doc.kind ? ta(`types.${doc.kind.type}.name`) : ta(`templates.${doc.kind.template}.name`);
  const titleOf = (doc: OnlineDoc) =>
    doc.title ?? t('docTitle', { company: companyText(messages, doc.ckey).shortName, kind: kindName(doc) });

  /** A row's delete or "more" button pressed before the antd parts arrived: fetch them, then open that one. */
  function press(docId: string, action: 'delete' | 'more') {
    setPending({ id: docId, action });
    request();
  }

  function shareUrl(doc: OnlineDoc): string {
    return `${window.location.origin}${getPathname({ href: docHref(doc), locale })}`;
  }

  async function copyShare(doc: OnlineDoc) {
    try {
      await navigator.clipboard.writeText(shareUrl(doc));
      notify('success', t('share.copied'));
    } catch {
      notify('error', t('share.copyFailed'));
    }
  }

  return (
    <div className={styles.docs}>
      <div className={styles.docsToolbar}>
        <Link href={pathFor('aiReportV1')} className="btn btn--ghost">
          <Icon name="home" size={18} />
          {t('home')}
        </Link>
        <Link href={pathFor('aiReportV2')} className="btn btn--primary">
          <Icon name="document2" size={18} />
          {t('newDoc')}
        </Link>
        <button type="button" className={styles.linkButton} onClick={() => onlineDocs.reset()}>
          {t('reset')}
        </button>
      </div>
      <p className="muted">{t('storageNote')}</p>

      {docs.length === 0 ? (
        <div className={`card ${styles.empty}`}>
          <Icon name="document1" size={32} />
          <p>{t('empty')}</p>
        </div>
      ) : (
        <ul className={styles.docList} aria-label={t('listLabel')}>
          {docs.map((doc) => {
            const title = titleOf(doc);
            // The row's delete and "more" buttons: antd's confirmation and menu wrap them once loaded; until then a
            // press loads them and opens the one pressed (`standInPress`: a mouse press counts from pointer-down).
            const rowButton = (action: 'delete' | 'more', icon: IconName) => (
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t(`actions.${action}`, { title })}
                title={t(`actions.${action}Short`)}
                {...(menus ? {} : standInPress(() => press(doc.id, action)))}
              >
                <Icon name={icon} />
              </button>
            );
            const deleteButton = rowButton('delete', 'delete');
            const moreButton = rowButton('more', 'more-icon');
            return (
              <li key={doc.id} className={`card ${styles.docItem} ${doc.pinned ? styles.docPinned : ''}`}>
                <span className={styles.docIcon}>
                  <Icon name={'type' in doc.kind ? 'document1' : 'document2'} size={28} />
                </span>
                <div className={styles.docBody}>
                  <h2 className={styles.docTitle3}>
                    <Link href={docHref(doc)}>{title}</Link>
                    {doc.pinned ? <span className="badge">{t('pinnedBadge')}</span> : null}
                  </h2>
                  <p className="muted">
                    {companyText(messages, doc.ckey).name} · {kindName(doc)} · {formatDateTime(format, doc.createdAt)}
                  </p>
                </div>
                <div className={styles.docActions}>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-pressed={doc.pinned}
                    aria-label={doc.pinned ? t('actions.unpin', { title }) : t('actions.pin', { title })}
                    title={doc.pinned ? t('actions.unpinShort') : t('actions.pinShort')}
                    onClick={() => onlineDocs.togglePin(doc.id)}
                  >
                    <Icon name={doc.pinned ? 'topped' : 'not-topped'} />
                  </button>
                  <a
                    className={styles.iconButton}
                    href={docPdf(doc, locale)}
                    download
                    rel="nofollow"
                    aria-label={t('actions.download', { title })}
                    title={t('actions.downloadShort')}
                  >
                    <Icon name="download" />
                  </a>
                  {menus ? (
                    <menus.DocRowMenus
                      deleteButton={deleteButton}
                      moreButton={moreButton}
                      openAtStart={pending?.id === doc.id ? pending.action : undefined}
                      confirm={{
                        title: t('delete.title'),
                        description: t('delete.body', { title }),
                        okText: t('delete.confirm'),
                        cancelText: t('delete.cancel'),
                      }}
                      onDelete={() => {
                        onlineDocs.remove(doc.id);
                        notify('success', t('delete.done'));
                      }}
                      menu={[
                        { key: 'rename', label: t('actions.rename') },
                        { key: 'duplicate', label: t('actions.duplicate') },
                        { key: 'share', label: t('actions.share') },
                      ]}
                      onMenu={(key) => {
                        if (key === 'rename') setRenaming({ doc, value: title });
                        if (key === 'duplicate') {
                          onlineDocs.duplicate(doc.id, t('copyOf', { title }));
                          notify('success', t('duplicated'));
                        }
                        if (key === 'share') setSharing(doc);
                      }}
                    />
                  ) : (
                    <>
                      {deleteButton}
                      {moreButton}
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {menus ? (
        <>
          <menus.RenameDialog
            open={renaming !== null}
            inputId={`${id}-rename`}
            texts={{
              title: t('rename.title'),
              save: t('rename.save'),
              cancel: t('rename.cancel'),
              label: t('rename.label'),
              dragHint: t('dragHint'),
            }}
            value={renaming?.value ?? ''}
            onChange={(value) => setRenaming((r) => (r ? { ...r, value } : r))}
            onSave={() => {
              if (renaming) onlineDocs.rename(renaming.doc.id, renaming.value);
              setRenaming(null);
            }}
            onCancel={() => setRenaming(null)}
          />
          <menus.ShareDialog
            open={sharing !== null}
            inputId={`${id}-share`}
            texts={{
              title: t('share.title'),
              copy: t('share.copy'),
              close: t('share.close'),
              body: sharing ? t('share.body', { title: titleOf(sharing) }) : '',
              label: t('share.label'),
              note: t('share.note'),
            }}
            url={sharing ? shareUrl(sharing) : ''}
            onCopy={() => {
              if (sharing) void copyShare(sharing);
            }}
            onClose={() => setSharing(null)}
          />
        </>
      ) : null}
    </div>
  );
}
