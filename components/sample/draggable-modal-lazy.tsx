'use client';

import dynamic from 'next/dynamic';

/**
 * `DraggableModal` (antd `Modal` + react-draggable, ~30 KiB gzip) fetched after the page has rendered instead of
 * in its first load: the dialogs it serves open on a click, so nothing is shown in its place meanwhile. Same props
 * as `DraggableModal` (components/sample/draggable-modal.tsx).
 */
export const DraggableModal = dynamic(() => import('./draggable-modal').then((m) => m.DraggableModal), { ssr: false });
