'use client';

import { Collapse } from 'antd';
import type { Faq } from '@/lib/content/types';

/**
 * The pricing FAQ as an antd `Collapse`. Every answer is rendered into the HTML (`forceRender`) so crawlers and
 * find-in-page see it while it is collapsed; the first question starts open.
 */
export function PricingFaq({ items }: { items: Faq[] }) {
  return (
    <Collapse
      defaultActiveKey={['0']}
      items={items.map((f, i) => ({
        key: String(i),
        label: <strong>{f.q}</strong>,
        children: <p style={{ margin: 0 }}>{f.a}</p>,
        forceRender: true,
      }))}
    />
  );
}
