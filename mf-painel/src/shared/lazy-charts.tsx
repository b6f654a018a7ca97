import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from 'antd';

const charts = () => import(/* webpackChunkName: "painel-charts" */ './charts');
const LazyColumn = lazy(() => charts().then((m) => ({ default: m.ColumnChart })));
const LazyBar = lazy(() => charts().then((m) => ({ default: m.BarChart })));
const LazyPie = lazy(() => charts().then((m) => ({ default: m.PieChart })));

const waiting = <Skeleton.Node active style={{ width: '100%', height: 240 }} />;

export type { SeriesPoint } from './charts';

export const ColumnChart = (props: ComponentProps<typeof LazyColumn>) => (
  <Suspense fallback={waiting}>
    <LazyColumn {...props} />
  </Suspense>
);
export const BarChart = (props: ComponentProps<typeof LazyBar>) => (
  <Suspense fallback={waiting}>
    <LazyBar {...props} />
  </Suspense>
);
export const PieChart = (props: ComponentProps<typeof LazyPie>) => (
  <Suspense fallback={waiting}>
    <LazyPie {...props} />
  </Suspense>
);
