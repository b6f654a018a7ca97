import { useMemo, useState } from 'react';
import { Typography } from 'antd';
/*
 * State outlines: @svg-maps/brazil 2.0.0 by Victor Cazanave (https://github.com/VictorCazanave/svg-maps),
 * licensed CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). Used unchanged; credited under the map.
 */
import brazil from '@svg-maps/brazil';
import { choroplethClasses, choroplethSummary, EMPTY_FILL, fillOf, stateCountText } from './choropleth-scale';

interface SvgMap {
  viewBox: string;
  locations: { id: string; name: string; path: string }[];
}
const BRAZIL = brazil as unknown as SvgMap;

/** The 27 federative units (ids 'ac', 'sp'… in the package; 'AC', 'SP'… in the API), in the package's order. */
export const STATES = BRAZIL.locations.map((l) => ({ uf: l.id.toUpperCase(), name: l.name, path: l.path }));
const UFS = STATES.map((s) => s.uf);

const swatch = (fill: string) => (
  <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 2, background: fill, border: '1px solid rgba(0,0,0,0.15)', flex: 'none' }} />
);

/**
 * Complaints of the year by state, as a choropleth of Brazil: a state's fill is the class of its count
 * (five classes, grey for none), its title 'SP: 12 denúncias'. The drawing is one image whose name
 * summarises it (total, the states with most complaints, how many have none); the panel's 'Ver tabela'
 * has every number. A tap or hover shows the state's count under the map (phones have no tooltips).
 */
export function StatesChoropleth({ year, rows }: { year: number; rows: readonly { rotulo: string; quantidade: number }[] }) {
  const counts = useMemo(() => new Map(rows.map((r) => [r.rotulo.toUpperCase(), r.quantidade])), [rows]);
  const max = Math.max(0, ...UFS.map((uf) => counts.get(uf) ?? 0));
  const classes = choroplethClasses(max);
  const [active, setActive] = useState<string | null>(null);
  const activeState = STATES.find((s) => s.uf === active);
  const countOf = (uf: string) => counts.get(uf) ?? 0;
  return (
    <figure style={{ margin: 0 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', justifyContent: 'center' }}>
        <svg
          role="img"
          aria-label={choroplethSummary(year, counts, UFS)}
          viewBox={BRAZIL.viewBox}
          style={{ flex: '1 1 240px', width: '100%', maxWidth: 400, height: 'auto', display: 'block' }}
          onPointerLeave={() => setActive(null)}
        >
          {STATES.map((s) => (
            <path
              key={s.uf}
              d={s.path}
              data-uf={s.uf}
              fill={fillOf(countOf(s.uf), classes)}
              stroke="#ffffff"
              strokeWidth={0.8}
              strokeLinejoin="round"
              onPointerEnter={() => setActive(s.uf)}
              onClick={() => setActive(s.uf)}
            >
              <title>{stateCountText(s.uf, countOf(s.uf))}</title>
            </path>
          ))}
          {/* the state under the pointer, outlined on top of its neighbours */}
          {activeState && <path d={activeState.path} fill="none" stroke="#262626" strokeWidth={1.6} pointerEvents="none" />}
        </svg>
        <ul aria-label="Legenda: denúncias por UF" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6, fontSize: 13 }}>
          <li style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            {swatch(EMPTY_FILL)}
            <span>0</span>
          </li>
          {classes.map((c) => (
            <li key={c.fill} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              {swatch(c.fill)}
              <span>{c.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <Typography.Paragraph aria-hidden style={{ textAlign: 'center', margin: '8px 0 0', minHeight: 22 }}>
        {activeState ? `${activeState.name} — ${stateCountText(activeState.uf, countOf(activeState.uf))}` : <Typography.Text type="secondary">Toque ou passe o mouse sobre um estado</Typography.Text>}
      </Typography.Paragraph>
      <figcaption>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Contornos dos estados: svg-maps de Victor Cazanave (CC BY 4.0)
        </Typography.Text>
      </figcaption>
    </figure>
  );
}
