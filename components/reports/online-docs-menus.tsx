'use client';

import { Dropdown, Input, Popconfirm } from 'antd';
import { useState, type ReactElement } from 'react';
import { DraggableModal } from '@/components/sample/draggable-modal';
import { AntdProvider } from '@/components/shell/antd-provider';
import fields from './form-fields.module.css';

/**
 * The antd parts of the online documents (online-docs.tsx), fetched when the visitor starts using the page rather
 * than with it: the delete confirmation and the "more" menu of each row, and the rename and share dialogs. Each
 * part brings the site's antd configuration (AntdProvider). The list itself renders without antd, so the page's
 * start-up does not pay for a Popconfirm and a Dropdown per row (Lighthouse: /AI/reportV2/onlineDoc).
 */

/** The delete confirmation and the "more" menu around a row's two buttons. `openAtStart` opens one at once. */
export function DocRowMenus({
  deleteButton,
  moreButton,
  confirm,
  onDelete,
  menu,
  onMenu,
  openAtStart,
}: {
  deleteButton: ReactElement;
  moreButton: ReactElement;
  /** The confirmation's texts, localised. */
  confirm: { title: string; description: string; okText: string; cancelText: string };
  onDelete: () => void;
  /** The "more" menu's items: key and localised label. */
  menu: { key: string; label: string }[];
  onMenu: (key: string) => void;
  /** The visitor pressed one of the buttons before this code had arrived: open it now. */
  openAtStart?: 'delete' | 'more';
}) {
  const [moreOpen, setMoreOpen] = useState(openAtStart === 'more');
  return (
    <AntdProvider>
      <Popconfirm
        {...confirm}
        defaultOpen={openAtStart === 'delete'}
        okButtonProps={{ danger: true }}
        onConfirm={onDelete}
      >
        {deleteButton}
      </Popconfirm>
      <Dropdown
        trigger={['click']}
        open={moreOpen}
        onOpenChange={setMoreOpen}
        menu={{
          items: menu,
          onClick: ({ key }) => {
            setMoreOpen(false);
            onMenu(key);
          },
        }}
      >
        {moreButton}
      </Dropdown>
    </AntdProvider>
  );
}

/** The rename dialog (draggable): a text field with the title, saved on OK or Enter when not blank. */
export function RenameDialog({
  open,
  texts,
  value,
  onChange,
  onSave,
  onCancel,
  inputId,
}: {
  open: boolean;
  texts: { title: string; save: string; cancel: string; label: string; dragHint: string };
  value: string;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  inputId: string;
}) {
  return (
    <AntdProvider>
      <DraggableModal
        open={open}
        title={texts.title}
        okText={texts.save}
        cancelText={texts.cancel}
        okButtonProps={{ disabled: !value.trim() }}
        onOk={onSave}
        onCancel={onCancel}
        destroyOnHidden
      >
        <label htmlFor={inputId} className={fields.label}>
          {texts.label}
        </label>
        <Input
          id={inputId}
          value={value}
          maxLength={120}
          showCount
          onChange={(e) => onChange(e.target.value)}
          onPressEnter={() => {
            if (value.trim()) onSave();
          }}
        />
        <p className={fields.help}>{texts.dragHint}</p>
      </DraggableModal>
    </AntdProvider>
  );
}

/** The share dialog (draggable): the document's share link, selected on focus, and a copy button. */
export function ShareDialog({
  open,
  texts,
  url,
  onCopy,
  onClose,
  inputId,
}: {
  open: boolean;
  texts: { title: string; copy: string; close: string; body: string; label: string; note: string };
  url: string;
  onCopy: () => void;
  onClose: () => void;
  inputId: string;
}) {
  return (
    <AntdProvider>
      <DraggableModal
        open={open}
        title={texts.title}
        okText={texts.copy}
        cancelText={texts.close}
        onOk={onCopy}
        onCancel={onClose}
        destroyOnHidden
      >
        {open ? (
          <>
            <p>{texts.body}</p>
            <label htmlFor={inputId} className={fields.label}>
              {texts.label}
            </label>
            <Input id={inputId} readOnly value={url} onFocus={(e) => e.target.select()} />
            <p className={fields.help}>{texts.note}</p>
          </>
        ) : null}
      </DraggableModal>
    </AntdProvider>
  );
}
