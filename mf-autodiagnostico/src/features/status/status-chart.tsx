import { Bar } from '@ant-design/charts';
import type { EvaluationStatus } from '@sisacte/contracts/autodiagnostico/evaluations';
import { useT } from '../../i18n';
import { chartRows, SERIES_COLOURS, SERIES_KEYS, STATUS_SERIES, type StatusSeries, wrapWords } from './status-data';

/**
 * The stacked bars of the status screen: one bar per block, one stack per risk in the spec's colours.
 * Loaded with its own chunk, only on this screen (the chart library is the heaviest part of the remote).
 */
const Y = 'y';
/** On a phone the block names wrap at this many characters, between words, so the bars keep most of the width. */
const PHONE_LABEL_CHARS = 16;
const onPhone = () => typeof window !== 'undefined' && !!window.matchMedia?.('(max-width: 480px)').matches;

export default function StatusChart({ status }: { status: EvaluationStatus }) {
  const { t } = useT();
  const name = (series: StatusSeries) => t(SERIES_KEYS[series]);
  const rows = chartRows(status, name);
  const labelChars = onPhone() ? PHONE_LABEL_CHARS : Infinity;
  return (
    <Bar
      data={rows}
      xField="bloco"
      yField="quantidade"
      colorField="risco"
      stack
      height={Math.max(260, status.blocos.length * 64 + 90)}
      autoFit
      scale={{ color: { domain: STATUS_SERIES.map(name), range: SERIES_COLOURS } }}
      axis={{ x: { title: false, labelFormatter: (label: string) => wrapWords(label, labelChars) }, y: { title: t('status.questions') } }}
      legend={{ color: { position: 'top', layout: { justifyContent: 'center' } } }}
      tooltip={{ items: [{ channel: Y, name: t('status.questions') }] }}
      animate={false}
    />
  );
}
