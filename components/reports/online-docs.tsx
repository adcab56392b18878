'use client';

import { Dropdown, Input, Popconfirm, message } from 'antd';
import { useFormatter, useLocale, useMessages, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { companyText } from '@/lib/sample-data/company-text';
import { Icon } from '@/components/icons/icon';
import { DraggableModal } from '@/components/sample/draggable-modal-lazy';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { pathFor } from '@/lib/routes';
import { onlineDocs, sortDocs, useOnlineDocs, type OnlineDoc } from './online-docs-store';
import { encodeDocState } from '@/lib/reports/online-docs';
import { pdfPath, templatePdfQuery } from '@/lib/reports/pdf-path';
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
    ? { pathname: pathFor('aiReportV1Generate'), query: { ckey: doc.ckey, type: doc.kind.type, ...(doc.authorised ? { auth: '1' } : {}) } }
    : { pathname: pathFor('aiReportV2'), query: { doc: encodeDocState(doc) } };
}

/** The document's PDF (rendered server-side in the page's language). */
function docPdf(doc: OnlineDoc, locale: Locale): string {
  if ('type' in doc.kind) return pdfPath('ai', doc.ckey, { type: doc.kind.type, auth: doc.authorised ? '1' : undefined, locale });
  const options = doc.options ?? defaultOptions(templateSpecs[doc.kind.template].sections, locale);
  return pdfPath('template', doc.ckey, templatePdfQuery(doc.kind.template, { ...options, language: locale }));
}

/**
 * The visitor's documents (/AI/reportV2/onlineDoc): open, pin / unpin, download (HTML built client-side), delete,
 * and a "more" menu with rename, duplicate and share (rename and share in draggable dialogs). The list lives in
 * this browser's localStorage (see `online-docs-store.ts`).
 */
export function OnlineDocs() {
  const t = useTranslations('aiReport.onlineDoc');
  const ta = useTranslations('aiReport');
  const format = useFormatter();
  const locale = useLocale();
  const messages = useMessages();
  const docs = sortDocs(useOnlineDocs());
  const [api, holder] = message.useMessage();
  const [renaming, setRenaming] = useState<{ doc: OnlineDoc; value: string } | null>(null);
  const [sharing, setSharing] = useState<OnlineDoc | null>(null);
  const id = useId();

  const kindName = (doc: OnlineDoc) => ('type' in doc.kind ? ta(`types.${doc.kind.type}.name`) : ta(`templates.${doc.kind.template}.name`));
  const titleOf = (doc: OnlineDoc) => doc.title ?? t('docTitle', { company: companyText(messages, doc.ckey).shortName, kind: kindName(doc) });

  function shareUrl(doc: OnlineDoc): string {
    return `${window.location.origin}${getPathname({ href: docHref(doc), locale })}`;
  }

  async function copyShare(doc: OnlineDoc) {
    try {
      await navigator.clipboard.writeText(shareUrl(doc));
      void api.success(t('share.copied'));
    } catch {
      void api.error(t('share.copyFailed'));
    }
  }

  return (
    <div className={styles.docs}>
      {holder}
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
                  <Popconfirm
                    title={t('delete.title')}
                    description={t('delete.body', { title })}
                    okText={t('delete.confirm')}
                    cancelText={t('delete.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => {
                      onlineDocs.remove(doc.id);
                      void api.success(t('delete.done'));
                    }}
                  >
                    <button type="button" className={styles.iconButton} aria-label={t('actions.delete', { title })} title={t('actions.deleteShort')}>
                      <Icon name="delete" />
                    </button>
                  </Popconfirm>
                  <Dropdown
                    trigger={['click']}
                    menu={{
                      items: [
                        { key: 'rename', label: t('actions.rename') },
                        { key: 'duplicate', label: t('actions.duplicate') },
                        { key: 'share', label: t('actions.share') },
                      ],
                      onClick: ({ key }) => {
                        if (key === 'rename') setRenaming({ doc, value: title });
                        if (key === 'duplicate') {
                          onlineDocs.duplicate(doc.id, t('copyOf', { title }));
                          void api.success(t('duplicated'));
                        }
                        if (key === 'share') setSharing(doc);
                      },
                    }}
                  >
                    <button type="button" className={styles.iconButton} aria-label={t('actions.more', { title })} title={t('actions.moreShort')}>
                      <Icon name="more-icon" />
                    </button>
                  </Dropdown>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <DraggableModal
        open={renaming !== null}
        title={t('rename.title')}
        okText={t('rename.save')}
        cancelText={t('rename.cancel')}
        okButtonProps={{ disabled: !renaming?.value.trim() }}
        onOk={() => {
          if (renaming) onlineDocs.rename(renaming.doc.id, renaming.value);
          setRenaming(null);
        }}
        onCancel={() => setRenaming(null)}
        destroyOnHidden
      >
        <label htmlFor={`${id}-rename`} className={styles.label}>
          {t('rename.label')}
        </label>
        <Input
          id={`${id}-rename`}
          value={renaming?.value ?? ''}
          maxLength={120}
          showCount
          onChange={(e) => setRenaming((r) => (r ? { ...r, value: e.target.value } : r))}
          onPressEnter={() => {
            if (renaming?.value.trim()) {
              onlineDocs.rename(renaming.doc.id, renaming.value);
              setRenaming(null);
            }
          }}
        />
        <p className={styles.help}>{t('dragHint')}</p>
      </DraggableModal>

      <DraggableModal
        open={sharing !== null}
        title={t('share.title')}
        okText={t('share.copy')}
        cancelText={t('share.close')}
        onOk={() => {
          if (sharing) void copyShare(sharing);
        }}
        onCancel={() => setSharing(null)}
        destroyOnHidden
      >
        {sharing ? (
          <>
            <p>{t('share.body', { title: titleOf(sharing) })}</p>
            <label htmlFor={`${id}-share`} className={styles.label}>
              {t('share.label')}
            </label>
            <Input id={`${id}-share`} readOnly value={shareUrl(sharing)} onFocus={(e) => e.target.select()} />
            <p className={styles.help}>{t('share.note')}</p>
          </>
        ) : null}
      </DraggableModal>
    </div>
  );
}
