'use client';

import dynamic from 'next/dynamic';
import { withAntd } from '@/components/shell/with-antd';

/**
 * `DraggableModal` (antd `Modal` + react-draggable, ~30 KiB gzip) fetched after the page has rendered instead of
 * in its first load, with the site's antd configuration around it (components/shell/with-antd.tsx): the dialogs it
 * serves open on a click, so nothing is shown in its place meanwhile. Same props as `DraggableModal`
 * (components/sample/draggable-modal.tsx).
 */
export const DraggableModal = dynamic(
  withAntd(() => import('./draggable-modal').then((m) => m.DraggableModal)),
  { ssr: false },
);
