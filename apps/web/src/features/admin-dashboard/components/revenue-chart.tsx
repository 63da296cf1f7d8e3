import { Empty } from 'antd';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice } from '@/shared/format';
import { ADMIN_DASHBOARD_MESSAGES as TEXT } from '../admin-dashboard-messages';
import type { DashboardCharts } from '../api/dashboard-types';

const compactRupees = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** Paid revenue per month, with the same numbers as a table for screen readers. */
export function RevenueChart({ sales }: { sales: DashboardCharts['salesData'] }) {
  const empty = sales.every((month) => month.sales === 0);
  return (
    <figure className="dashboard-chart" aria-labelledby="revenue-chart-title">
      <figcaption>
        <h3 id="revenue-chart-title">{TEXT.revenueChart}</h3>
        <p className="dashboard-chart__caption">{TEXT.revenueChartCaption}</p>
      </figcaption>
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXT.noSales} />
      ) : (
        <>
          <div className="dashboard-chart__plot" aria-hidden>
            <ResponsiveContainer width="100%" height={260}>
              <LineChart
                accessibilityLayer={false}
                data={sales}
                margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
              >
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="label" tick={{ fontSize: 12 }} />
                <YAxis tickFormatter={(value: number) => `Rs ${compactRupees.format(value)}`} width={72} />
                <Tooltip formatter={(value) => [formatPrice(Number(value)), TEXT.salesColumn]} />
                <Line type="monotone" dataKey="sales" stroke="#b4541c" strokeWidth={2} dot={{ r: 3 }} />
              </LineChart>
            </ResponsiveContainer>
          </div>
          {/* A table is as wide as its content whatever its width says: the wrapper keeps it off the page. */}
          <div className="visually-hidden">
            <table>
              <caption>{TEXT.revenueChart}</caption>
              <thead>
                <tr>
                  <th scope="col">{TEXT.monthColumn}</th>
                  <th scope="col">{TEXT.salesColumn}</th>
                </tr>
              </thead>
              <tbody>
                {sales.map((month) => (
                  <tr key={month.month}>
                    <th scope="row">{month.label}</th>
                    <td>{formatPrice(month.sales)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
