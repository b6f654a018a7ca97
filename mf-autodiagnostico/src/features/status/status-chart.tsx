import { Bar } from '@ant-design/charts';
import type { EvaluationStatus } from '@sisacte/contracts/autodiagnostico/evaluations';
import { chartRows, SERIES_COLOURS, STATUS_SERIES } from './status-data';

/**
 * The stacked bars of the status screen: one bar per block, one stack per risk in the spec's colours.
 * Loaded with its own chunk, only on this screen (the chart library is the heaviest part of the remote).
 */
export default function StatusChart({ status }: { status: EvaluationStatus }) {
  const rows = chartRows(status);
  return (
    <Bar
      data={rows}
      xField="bloco"
      yField="quantidade"
      colorField="risco"
      stack
      height={Math.max(260, status.blocos.length * 64 + 90)}
      autoFit
      scale={{ color: { domain: [...STATUS_SERIES], range: SERIES_COLOURS } }}
      axis={{ x: { title: false, labelAutoWrap: true }, y: { title: 'Questões' } }}
      legend={{ color: { position: 'top', layout: { justifyContent: 'center' } } }}
      tooltip={{ items: [{ channel: 'y', name: 'Questões' }] }}
      animate={false}
    />
  );
}
