import { getMessages } from 'next-intl/server';
import { SectionMessages } from '@/components/shell/section-messages';
import { showcaseOptions } from '@/lib/sample-data/company-text';
import { ReportPicker } from './report-picker';
import { reportFlowMessages } from '@/lib/reports/report-flow-messages';

/**
 * `ReportPicker` as the server places it (/AI/reportV1 and the flow's "company not found"): with its own labels
 * (`reportFlowMessages.picker`) and the showcase companies named in the page's language.
 */
export async function ReportPickerBlock() {
  return (
    <SectionMessages namespaces={reportFlowMessages.picker}>
      <ReportPicker showcase={showcaseOptions(await getMessages())} />
    </SectionMessages>
  );
}
