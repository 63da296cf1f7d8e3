import { Empty } from 'antd';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ADMIN_DASHBOARD_MESSAGES as TEXT } from '../admin-dashboard-messages';
import type { DashboardCharts } from '../api/dashboard-types';

/** The best sellers by units, with the same numbers as a table for screen readers. */
export function TopProductsChart({ products }: { products: DashboardCharts['topProducts'] }) {
  return (
    <figure className="dashboard-chart" aria-labelledby="top-products-title">
      <figcaption>
        <h3 id="top-products-title">{TEXT.topProductsChart}</h3>
        <p className="dashboard-chart__caption">{TEXT.topProductsCaption}</p>
      </figcaption>
      {products.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXT.noTopProducts} />
      ) : (
        <>
          <div className="dashboard-chart__plot" aria-hidden>
            <ResponsiveContainer width="100%" height={260}>
              <BarChart
                accessibilityLayer={false}
                data={products}
                layout="vertical"
                margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
              >
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis type="number" allowDecimals={false} />
                <YAxis type="category" dataKey="name" width={140} tick={{ fontSize: 12 }} />
                <Tooltip formatter={(value) => [String(value), TEXT.unitsSold]} />
                <Bar dataKey="unitsSold" fill="#2f7d6d" radius={[0, 4, 4, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          {/* A table is as wide as its content whatever its width says: the wrapper keeps it off the page. */}
          <div className="visually-hidden">
            <table>
              <caption>{TEXT.topProductsChart}</caption>
              <thead>
                <tr>
                  <th scope="col">{TEXT.productColumn}</th>
                  <th scope="col">{TEXT.unitsSold}</th>
                </tr>
              </thead>
              <tbody>
                {products.map((product) => (
                  <tr key={product.productId}>
                    <th scope="row">{product.name}</th>
                    <td>{product.unitsSold}</td>
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
