/**
 * The funnel: of the period's visits, how many saw a service, product or post, then opened the
 * contact page or the cart, then sent an enquiry, then were won. A table whose bars (drawn in CSS)
 * only repeat its numbers.
 */
import type { AnalyticsFunnelResponse } from '@vyoma/contract';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { formatCount, formatShare } from '../format.ts';

export function Funnel({ steps }: { steps: AnalyticsFunnelResponse['data'] }) {
  const first = steps[0]?.visits ?? 0;
  return (
    <DataTable
      caption="Funnel: visits that went on to each step"
      hideCaption
      head={
        <tr>
          <th scope="col">Step</th>
          <th scope="col">Visits</th>
          <th scope="col">Of all visits</th>
          <th scope="col">Of the step before</th>
        </tr>
      }
    >
      {steps.map((s, i) => {
        const before = i === 0 ? s.visits : (steps[i - 1]?.visits ?? 0);
        const ofAll = first > 0 ? s.visits / first : 0;
        return (
          <tr key={s.step}>
            <th scope="row" className="funnel__step">
              <span>{s.label}</span>
              <span className="funnel__bar" aria-hidden="true">
                <span style={{ width: `${Math.max(ofAll * 100, s.visits > 0 ? 1 : 0)}%` }} />
              </span>
            </th>
            <td>{formatCount(s.visits)}</td>
            <td>{formatShare(ofAll)}</td>
            <td>{i === 0 ? '—' : formatShare(before > 0 ? s.visits / before : 0)}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
