'use client';

import { Modal, type ModalProps } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import Draggable, { type DraggableBounds, type DraggableData, type DraggableEvent } from 'react-draggable';

/**
 * An antd `Modal` the user can drag by its title bar, kept inside the window (SITE.md §5), for dialogs that must
 * not hide the content under them. Accepts every `Modal` prop. react-draggable on React 19 needs `nodeRef`.
 */
export function DraggableModal({ title, children, ...props }: ModalProps & { children?: ReactNode }) {
  const nodeRef = useRef<HTMLDivElement>(null);
  const [bounds, setBounds] = useState<DraggableBounds>({ left: 0, top: 0, right: 0, bottom: 0 });

  function onStart(_event: DraggableEvent, data: DraggableData) {
    const rect = nodeRef.current?.getBoundingClientRect();
    if (!rect) return;
    const { clientWidth, clientHeight } = window.document.documentElement;
    setBounds({
      left: -rect.left + data.x,
      right: clientWidth - (rect.right - data.x),
      top: -rect.top + data.y,
      bottom: clientHeight - (rect.bottom - data.y),
    });
  }

  return (
    <Modal
      {...props}
      title={
        <div className="draggable-modal__handle" style={{ cursor: 'move', userSelect: 'none' }}>
          {title}
        </div>
      }
      modalRender={(modal) => (
        <Draggable nodeRef={nodeRef} bounds={bounds} handle=".draggable-modal__handle" onStart={onStart}>
          <div ref={nodeRef}>{modal}</div>
        </Draggable>
      )}
    >
      {children}
    </Modal>
  );
}
