import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../lib/product';
import { reportSearchSchema } from '../lib/report-search';
import { REPORT_DESCRIPTION, REPORT_TITLE, ReportPage } from '../screens/report-page';

export const Route = createFileRoute('/report')({
  validateSearch: reportSearchSchema,
  head: () => ({
    meta: [
      { title: pageTitle(REPORT_TITLE) },
      { name: 'description', content: REPORT_DESCRIPTION },
    ],
  }),
  component: ReportRoute,
});

function ReportRoute() {
  const { site } = Route.useSearch();
  return <ReportPage site={site} />;
}
