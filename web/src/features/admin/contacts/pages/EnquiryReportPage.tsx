/** /admin/contact-info/report: enquiries per week over the last 12 weeks, by source. */
import { ADMIN_PAGE, REPORT_WEEKS } from '@vyoma/contract';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { useReport } from '../api.ts';
import { SourceChart } from '../components/SourceChart.tsx';
import './contacts.css';

export default function EnquiryReportPage() {
  const report = useReport();
  return (
    <AdminFrame
      title="Enquiry sources"
      lead={`Enquiries per week over the last ${REPORT_WEEKS} weeks, by source: the visit's UTM source, else the site that referred it, else direct. Spam is left out.`}
      back={{ to: ADMIN_PAGE.contactInfo, label: 'All enquiries' }}
    >
      <QueryStates
        query={report}
        loadingLabel="Loading the report…"
        errorText="The report could not be loaded."
        empty={{
          when: (data) => data.total === 0,
          content: <EmptyState>No enquiries in the last {REPORT_WEEKS} weeks.</EmptyState>,
        }}
      >
        {(data) => (
          <>
            <p className="contacts-count">
              {data.total} {data.total === 1 ? 'enquiry' : 'enquiries'} in {REPORT_WEEKS} weeks.
            </p>
            <SourceChart report={data} />
          </>
        )}
      </QueryStates>
    </AdminFrame>
  );
}
